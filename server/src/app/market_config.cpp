#include <cstdlib>
#include <stdexcept>
#include <string>

#include "app/config.hpp"
#include "app/env_vars.hpp"

namespace aurum::app {

namespace {
const char* env(const char* name) { return envVar(name); }
long number(const char* name, const char* value, long min, long max) {
  return envNumber(name, value, min, max);
}
}  // namespace

void readMarketEnvironment(MarketDataConfig& c) {
  if (auto v = env("AURUM_PRICE_FEED")) c.feed = v;
  if (auto v = env("AURUM_PRICE_FEED_URL")) c.feedUrl = v;
  if (auto v = env("AURUM_PRICE_FEED_POLL_MS"))
    c.feedPollMs = number("AURUM_PRICE_FEED_POLL_MS", v, 100, 3'600'000);
  if (auto v = env("AURUM_PRICE_STALE_MS"))
    c.priceStaleMs = number("AURUM_PRICE_STALE_MS", v, 1000, 86'400'000);
  if (auto v = env("AURUM_PRICE_FEED_FIELDS")) c.feedFields = v;
  if (auto v = env("AURUM_PRICE_FEED_NAME")) c.feedName = v;
  if (auto v = env("AURUM_PRICE_FEED_HEADERS")) c.feedHeaders = v;
  if (auto v = env("AURUM_PRICE_FEED_CA_FILE")) c.feedCaFile = v;
  if (auto v = env("AURUM_TICK_MS")) c.tickMs = number("AURUM_TICK_MS", v, 0, 3'600'000);
  if (auto v = env("AURUM_SPREAD_BPS"))
    c.spreadBps = static_cast<int>(number("AURUM_SPREAD_BPS", v, 0, 1000));
  if (auto v = env("AURUM_START_PRICES")) c.startPrices = v;
  if (auto v = env("AURUM_PRICE_HISTORY_DAYS"))
    c.historyDays = static_cast<int>(number("AURUM_PRICE_HISTORY_DAYS", v, 0, 3660));
  if (auto v = env("AURUM_PRICE_SEED"))
    c.seed = static_cast<unsigned long long>(number("AURUM_PRICE_SEED", v, 0, 1L << 62));
  if (c.feed != "simulated" && c.feed != "http")
    throw std::invalid_argument("AURUM_PRICE_FEED must be simulated or http");
  if (c.feed == "http" && c.feedUrl.empty())
    throw std::invalid_argument("AURUM_PRICE_FEED=http needs AURUM_PRICE_FEED_URL");
}

}  // namespace aurum::app
