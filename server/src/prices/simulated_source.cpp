#include "prices/simulated_source.hpp"

#include <algorithm>
#include <future>

namespace aurum::prices {

using domain::Metal;

namespace {
constexpr std::int64_t kEurMicros = 920'000, kGbpMicros = 790'000, kJpyMicros = 151'000'000;

/// The FX walk: the same bounded walk as the metals, in micro-units, calmer and tighter.
WalkParams fxParams(std::int64_t anchorMicros) {
  WalkParams p;
  p.anchorCents = anchorMicros;
  p.annualVolatility = 0.08;
  p.floorRatio = 0.9;
  p.ceilingRatio = 1.1;
  return p;
}
}  // namespace

MidPrices defaultStartCents() {
  return {{Metal::kGold, 204'700},
          {Metal::kSilver, 2'415},
          {Metal::kPlatinum, 102'300},
          {Metal::kPalladium, 108'700}};
}

SimulatedSource::SimulatedSource(SimulatedOptions options)
    : rng_(options.seed ? options.seed : std::random_device{}()) {
  auto defaults = defaultStartCents();
  for (auto m : domain::kAllMetals) {
    auto it = options.startCents.find(m);
    std::int64_t start =
        it != options.startCents.end() && it->second > 0 ? it->second : defaults[m];
    WalkParams p;
    p.anchorCents = start;
    p.annualVolatility = defaultVolatility(static_cast<int>(m));
    params_[m] = p;
    current_[m] = start;
  }
  fx_ = {kEurMicros, kGbpMicros, kJpyMicros, 0};
}

void SimulatedSource::resumeFrom(const MidPrices& last) {
  for (auto& [m, cents] : last) {
    const auto& p = params_[m];
    // A stored price from a run with other start prices is brought back inside this run's bounds.
    current_[m] =
        std::clamp<std::int64_t>(cents, static_cast<std::int64_t>(p.anchorCents * p.floorRatio) + 1,
                                 static_cast<std::int64_t>(p.anchorCents * p.ceilingRatio));
  }
}

MidPrices SimulatedSource::poll(std::int64_t nowMs) {
  // The first tick and a clock that stands still (tests) still move the walk by one second.
  std::int64_t step =
      lastMs_ == 0 || nowMs <= lastMs_ ? 1000 : std::min<std::int64_t>(nowMs - lastMs_, 60'000);
  lastMs_ = nowMs;
  for (auto& [m, cents] : current_) cents = walkStep(cents, step, params_[m], normal_(rng_));
  fx_.eurMicros = walkStep(fx_.eurMicros, step, fxParams(kEurMicros), normal_(rng_));
  fx_.gbpMicros = walkStep(fx_.gbpMicros, step, fxParams(kGbpMicros), normal_(rng_));
  fx_.jpyMicros = walkStep(fx_.jpyMicros, step, fxParams(kJpyMicros), normal_(rng_));
  fx_.updatedMs = nowMs;
  return current_;
}

void SimulatedSource::walkBack(std::size_t steps, std::int64_t stepMs,
                               const std::function<void(Metal, std::int64_t)>& visit) {
  std::vector<std::future<void>> walks;
  for (auto& [m, now] : current_) {
    walks.push_back(std::async(std::launch::async, [&visit, m = m, start = now, params = params_[m],
                                                    steps, stepMs, seed = rng_()] {
      std::mt19937_64 rng(seed);
      StandardNormal normal(0.0, 1.0);
      // The walk is symmetric in time: from the current price backwards, carried in log space
      // (one exp a step).
      LogWalk walk(start, stepMs, params);
      std::int64_t p = start;
      for (std::size_t i = 0; i < steps; ++i, p = walk.next(normal(rng))) visit(m, p);
    }));
  }
  for (auto& w : walks) w.get();
}

}  // namespace aurum::prices
