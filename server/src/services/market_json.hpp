#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "domain/market.hpp"
#include "domain/notifications.hpp"

namespace aurum::services {

/// One metal's live figures.
struct MetalView {
  domain::SpotQuote quote;  ///< quote.timeMs: when the price last came from the provider
  domain::DayStats day;
};

/// What every market read shares for one tick.
struct MarketFigures {
  std::uint64_t seq = 0;
  std::int64_t timeMs =
      0;  ///< tick time (the injectable clock); each metal has its own update time
  std::int64_t createdAtUs = 0;    ///< wall clock when the tick was made, µs (latency measurement)
  std::int64_t publishedAtUs = 0;  ///< wall clock when it was stored and published, µs
  bool simulated = true;
  std::string exchange;
  std::array<MetalView, 4> metals;  ///< indexed by domain::Metal
};

// Serializers for the pre-built bodies. Prices are cents printed as decimals: strings where the
// spec says string ("2047.00"), JSON numbers with two decimals elsewhere (2047.00).
std::string marketPricesJson(const MarketFigures& f);
std::string realTimePricesJson(const MarketFigures& f);
/// WebSocket message: {"type": type, "seq", "createdAtUs", "publishedAtUs", "simulated",
/// "exchange", "ticks": [...]}.
std::string tickMessageJson(const MarketFigures& f, const char* type);
/// GET /api/fx-rates: {"base":"USD","rates":{"USD","EUR","GBP","JPY"} as 6-place strings,
/// "simulated", "source", "updatedAt"}.
std::string fxRatesJson(const domain::FxRates& fx, bool simulated, const std::string& source);
/// Chart candles: [{"time": unix seconds, "open", "high", "low", "close"}].
std::string chartJson(const std::vector<domain::Candle>& candles);

}  // namespace aurum::services
