#include "app/market_wiring.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>

#include "prices/http_json_source.hpp"
#include "prices/simulated_source.hpp"

namespace aurum::app {

namespace {
/// "XAUUSD=2047.00,XAGUSD=24.15" -> cents by metal.
prices::MidPrices parseStartPrices(const std::string& spec) {
  prices::MidPrices out;
  for (const auto& [metal, text] : prices::parseFieldMapping(spec)) {
    auto cents = domain::parseDecimalCents(text);
    if (!cents || *cents <= 0)
      throw std::invalid_argument("AURUM_START_PRICES: '" + text + "' is not a positive price");
    out[metal] = *cents;
  }
  return out;
}
}  // namespace

std::unique_ptr<services::MarketService> makeMarketService(const MarketDataConfig& c,
                                                           storage::Database& db,
                                                           const util::Clock& clock) {
  std::unique_ptr<prices::PriceSource> source;
  if (c.feed == "http") {
    prices::HttpJsonOptions o;
    o.url = c.feedUrl;
    o.pollMs = c.feedPollMs;
    o.name = c.feedName;
    if (!c.feedFields.empty()) o.fields = prices::parseFieldMapping(c.feedFields);
    o.headers = prices::parseHeaderList(c.feedHeaders);
    o.caFile = c.feedCaFile;
    // A healthy feed answers once per poll interval, within the request timeout.
    if (c.priceStaleMs <= c.feedPollMs + o.timeout.count())
      spdlog::warn(
          "AURUM_PRICE_STALE_MS ({}) is not above AURUM_PRICE_FEED_POLL_MS ({}) plus the {} ms "
          "request "
          "timeout: prices will show as stale between requests",
          c.priceStaleMs, c.feedPollMs, o.timeout.count());
    source = std::make_unique<prices::HttpJsonSource>(std::move(o), clock);
  } else {
    prices::SimulatedOptions o;
    o.startCents = parseStartPrices(c.startPrices);
    o.seed = c.seed;
    source = std::make_unique<prices::SimulatedSource>(std::move(o));
  }
  services::MarketOptions mo;
  mo.spreadBps = c.spreadBps;
  mo.tickMs = c.tickMs;
  mo.historyDays = c.historyDays;
  mo.staleMs = c.priceStaleMs;
  return std::make_unique<services::MarketService>(db, clock, std::move(source), mo);
}

}  // namespace aurum::app
