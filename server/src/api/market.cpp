#include "api/routes.hpp"
#include "domain/error.hpp"
#include "domain/market.hpp"
#include "http/etag.hpp"

namespace aurum::api {

using namespace aurum::http;

namespace {

/// True when If-None-Match names `etag` (or is "*"); weak and strong forms compare equal.
bool etagMatches(const Request& req, std::string_view etag) {
  auto header = req[bhttp::field::if_none_match];
  if (header.empty()) return false;
  if (header == "*") return true;
  for (std::size_t start = 0; start < header.size();) {
    auto end = header.find(',', start);
    if (end == std::string_view::npos) end = header.size();
    auto item = header.substr(start, end - start);
    start = end + 1;
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (item.rfind("W/", 0) == 0) item.remove_prefix(2);
    if (item == etag) return true;
  }
  return false;
}

/// 304 when the client holds this version, else the body; both carry the ETag.
Response cachedJson(const RequestContext& ctx, const std::string& body, const std::string& etag) {
  Response res = etagMatches(ctx.req, etag) ? emptyResponse(Status::not_modified, ctx.req.version())
                                            : rawJsonResponse(Status::ok, body, ctx.req.version());
  res.set(bhttp::field::etag, etag);
  res.set(bhttp::field::cache_control, "no-cache");
  return res;
}

domain::Metal symbolParam(const std::optional<std::string>& v) {
  auto m = v ? domain::metalFromSymbol(*v) : std::nullopt;
  if (!m) throw domain::validationError("symbol", "symbol must be one of XAUUSD, XAGUSD, XPTUSD, XPDUSD");
  return *m;
}

domain::Timeframe timeframeParam(const std::optional<std::string>& v) {
  auto tf = v ? domain::parseTimeframe(*v) : std::nullopt;
  if (!tf) throw domain::validationError("timeframe", "timeframe must be one of 1m, 5m, 15m, 1h, 4h, 1d, 1w");
  return *tf;
}

Response chart(services::MarketService& market, const RequestContext& ctx, domain::Metal m, domain::Timeframe tf) {
  auto body = market.chartJson(m, tf);
  auto etag = "\"" + weakHashHex(body) + "\"";
  return cachedJson(ctx, body, etag);
}

std::optional<std::string> pathParam(const RequestContext& ctx, const char* name) {
  auto it = ctx.params.find(name);
  if (it == ctx.params.end()) return std::nullopt;
  return percentDecode(it->second);
}

}  // namespace

void registerMarketRoutes(Router& r, services::Services& s) {
  auto& market = s.market;
  // The hot reads answer from the published snapshot: no database, so they run on the I/O thread.
  RouteOptions snapshotRead{.nonBlocking = true};
  r.add(Verb::get, "/api/market-prices", Access::publicRoute(), [&market](RequestContext& ctx) {
    auto snap = market.snapshot();
    return cachedJson(ctx, snap->marketPricesJson, snap->marketPricesEtag);
  }, snapshotRead);
  r.add(Verb::get, "/api/real-time-prices", Access::publicRoute(), [&market](RequestContext& ctx) {
    auto snap = market.snapshot();
    return cachedJson(ctx, snap->realTimePricesJson, snap->realTimePricesEtag);
  }, snapshotRead);
  // Charts read the stored candles (worker pool).
  r.add(Verb::get, "/api/chart-data/{symbol}/{timeframe}", Access::publicRoute(), [&market](RequestContext& ctx) {
    auto m = symbolParam(pathParam(ctx, "symbol"));
    return chart(market, ctx, m, timeframeParam(pathParam(ctx, "timeframe")));
  });
  r.add(Verb::get, "/api/chart-data", Access::publicRoute(), [&market](RequestContext& ctx) {
    auto m = symbolParam(ctx.queryParam("symbol"));
    return chart(market, ctx, m, timeframeParam(ctx.queryParam("timeframe")));
  });
}

}  // namespace aurum::api
