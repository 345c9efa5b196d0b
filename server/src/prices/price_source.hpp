#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "domain/metal.hpp"
#include "domain/notifications.hpp"

namespace aurum::prices {

/// Mid prices in cents per troy ounce, by metal.
using MidPrices = std::map<domain::Metal, std::int64_t>;

/// Where ticks come from. `poll` is called once per tick on the market-data thread (never on an
/// HTTP I/O thread) and must not wait for the network: the tick, its WebSocket push and the
/// follower relay all wait for it (the HTTP source fetches on its own thread).
class PriceSource {
 public:
  virtual ~PriceSource() = default;
  /// Current mid per metal. A metal missing from the answer keeps its previous price.
  virtual MidPrices poll(std::int64_t nowMs) = 0;
  /// When `metal`'s current price last came from the provider (ms since the epoch); nullopt when
  /// it has not since the start (a start or resumed price is not market data). A source that
  /// makes its prices on the spot (the random walk) answers `nowMs`: it is never stale.
  virtual std::optional<std::int64_t> lastUpdateMs(domain::Metal metal,
                                                   std::int64_t nowMs) const = 0;
  /// Prices before the first poll (the configured start prices; empty when unknown). Never blocks.
  virtual MidPrices initial() const = 0;
  /// Continue from these prices (the last stored ones) instead of the configured start.
  virtual void resumeFrom(const MidPrices& last) = 0;
  /// Shown as `exchange` in real-time prices.
  virtual std::string name() const = 0;
  /// True for the random walk: the UI labels the prices "Simulated prices".
  virtual bool simulated() const = 0;
  /// USD to EUR/GBP/JPY for display, as of the last poll (the random walk simulates them; the HTTP
  /// feed reads them from its document when it carries them). nullopt: this source has none.
  /// Never blocks.
  virtual std::optional<domain::FxRates> fxRates() const { return std::nullopt; }
};

}  // namespace aurum::prices
