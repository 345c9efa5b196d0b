#pragma once
#include <functional>
#include <memory>

#include "domain/metal.hpp"

namespace aurum::services {

/// The latest spot quote per metal, as every reader (catalogue, cart, checkout, portfolio) sees it.
/// Implemented by the market-data service; tests use a fixed implementation.
class SpotPrices {
 public:
  virtual ~SpotPrices() = default;
  /// Latest quote; never blocks (reads an immutable snapshot).
  virtual domain::SpotQuote latest(domain::Metal metal) const = 0;
  /// Registers a callback run after every tick (on the tick thread; must not block).
  virtual void onTick(std::function<void()> callback) = 0;
};

}  // namespace aurum::services
