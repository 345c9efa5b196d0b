#include "domain/market.hpp"

#include "api/routes.hpp"
#include "domain/error.hpp"
#include "http/etag.hpp"

namespace aurum::api {

using namespace aurum::http;

namespace {

domain::Metal symbolParam(const std::optional<std::string>& v) {
  auto m = v ? domain::metalFromSymbol(*v) : std::nullopt;
  if (!m)
    throw domain::validationError("symbol", "symbol must be one of XAUUSD, XAGUSD, XPTUSD, XPDUSD");
  return *m;
}

domain::Timeframe timeframeParam(const std::optional<std::string>& v) {
  auto tf = v ? domain::parseTimeframe(*v) : std::nullopt;
  if (!tf)
    throw domain::validationError("timeframe",
                                  "timeframe must be one of 1m, 5m, 15m, 1h, 4h, 1d, 1w");
  return *tf;
}

/// The snapshot's body `member` (shared with the snapshot, not copied).
std::shared_ptr<const util::EncodedBody> part(
    std::shared_ptr<const services::MarketSnapshot> snap,
    const util::EncodedBody services::MarketSnapshot::*member) {
  const auto* body = &((*snap).*member);
  return {std::move(snap), body};
}

/// A chart: on the I/O thread when it was built for this tick, else on the worker pool.
Reply chart(services::MarketService& market, const RequestContext& ctx, domain::Metal m,
            domain::Timeframe tf) {
  auto body = ctx.mayBlock ? market.chart(m, tf) : market.cachedChart(m, tf);
  if (!body) return Reply::onWorkers();
  return cachedJsonResponse(ctx.req, std::move(body));
}

}  // namespace

void registerMarketRoutes(Router& r, services::Services& s) {
  auto& market = s.market;
  // The hot reads answer from the published snapshot: no database, so they run on the I/O thread.
  RouteOptions snapshotRead{.nonBlocking = true};
  r.add(
      Verb::get, "/api/market-prices", Access::publicRoute(),
      [&market](RequestContext& ctx) {
        return cachedJsonResponse(ctx.req,
                                  part(market.snapshot(), &services::MarketSnapshot::marketPrices));
      },
      snapshotRead);
  r.add(
      Verb::get, "/api/real-time-prices", Access::publicRoute(),
      [&market](RequestContext& ctx) {
        return cachedJsonResponse(
            ctx.req, part(market.snapshot(), &services::MarketSnapshot::realTimePrices));
      },
      snapshotRead);
  // Display rates from the price source; 503 when it publishes none (the web then shows USD).
  r.add(
      Verb::get, "/api/fx-rates", Access::publicRoute(),
      [&market](RequestContext& ctx) {
        auto snap = market.snapshot();
        if (snap->fxRates.identity.body.empty())
          throw domain::AppError(domain::ErrorCode::kUnavailable,
                                 "The price source publishes no exchange rates");
        return cachedJsonResponse(ctx.req, part(snap, &services::MarketSnapshot::fxRates));
      },
      snapshotRead);
  // Charts: built once per tick from the stored candles (worker pool), then served from memory.
  r.add(
      Verb::get, "/api/chart-data/{symbol}/{timeframe}", Access::publicRoute(),
      [&market](RequestContext& ctx) {
        auto m = symbolParam(pathText(ctx, "symbol"));
        return chart(market, ctx, m, timeframeParam(pathText(ctx, "timeframe")));
      },
      snapshotRead);
  r.add(
      Verb::get, "/api/chart-data", Access::publicRoute(),
      [&market](RequestContext& ctx) {
        auto m = symbolParam(ctx.queryParam("symbol"));
        return chart(market, ctx, m, timeframeParam(ctx.queryParam("timeframe")));
      },
      snapshotRead);
}

}  // namespace aurum::api
