#pragma once
#include <functional>
#include <random>

#include "prices/price_source.hpp"
#include "prices/random_walk.hpp"

namespace aurum::prices {

struct SimulatedOptions {
  MidPrices startCents;    ///< missing metals use kDefaultStartCents
  std::uint64_t seed = 0;  ///< 0: random
};

/// Default start prices (USD per troy ounce, in cents): 2,047.00 / 24.15 / 1,023.00 / 1,087.00.
MidPrices defaultStartCents();

/// The default feed: an independent bounded random walk per metal (random_walk.hpp).
class SimulatedSource final : public PriceSource {
 public:
  explicit SimulatedSource(SimulatedOptions options);
  MidPrices poll(std::int64_t nowMs) override;
  void resumeFrom(const MidPrices& last) override;
  MidPrices initial() const override { return current_; }
  std::optional<std::int64_t> lastUpdateMs(domain::Metal, std::int64_t nowMs) const override {
    return nowMs;
  }
  std::string name() const override { return "Aurum Simulated"; }
  bool simulated() const override { return true; }
  /// USD to EUR/GBP/JPY walking (weakly mean-reverting, 8 % a year, within 10 %) around 0.92,
  /// 0.79 and 151, one step per poll.
  std::optional<domain::FxRates> fxRates() const override { return fx_; }

  /// Walks `steps` prices `stepMs` apart back in time from each metal's current price, each metal
  /// on its own thread with its own generator, seeded from this source's in metal order (the same
  /// seed gives the same history). `visit(metal, cents)` is called on that metal's thread for
  /// every price, newest first: the first is the current price. Used to generate history on an
  /// empty database without holding the path (a year of minutes is two million prices).
  void walkBack(std::size_t steps, std::int64_t stepMs,
                const std::function<void(domain::Metal, std::int64_t)>& visit);
  const WalkParams& params(domain::Metal m) const { return params_.at(m); }

 private:
  std::map<domain::Metal, WalkParams> params_;
  MidPrices current_;
  domain::FxRates fx_;
  std::int64_t lastMs_ = 0;
  std::mt19937_64 rng_;
  StandardNormal normal_{0.0, 1.0};
};

}  // namespace aurum::prices
