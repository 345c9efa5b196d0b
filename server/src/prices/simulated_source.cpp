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

std::map<Metal, std::vector<std::int64_t>> SimulatedSource::history(std::size_t steps,
                                                                    std::int64_t stepMs) {
  // Each metal walks on its own thread with its own generator, seeded from this source's in
  // metal order (the same seed gives the same history): a year of minutes is two million steps.
  std::map<Metal, std::vector<std::int64_t>> out;
  std::vector<std::future<void>> walks;
  for (auto& [m, now] : current_) {
    walks.push_back(std::async(
        std::launch::async,
        [&path = out[m], start = now, params = params_[m], steps, stepMs, seed = rng_()] {
          std::mt19937_64 rng(seed);
          std::normal_distribution<double> normal(0.0, 1.0);
          // The walk is symmetric in time, so walk backwards from the current price, carried in
          // log space (one exp a step), then put the path in time order. Appended, not resized
          // first: zeroing 4 MB a metal on the calling thread was a tenth of a fresh start.
          LogWalk walk(start, stepMs, params);
          path.reserve(steps);
          for (std::int64_t p = start; path.size() < steps; p = walk.next(normal(rng)))
            path.push_back(p);
          std::reverse(path.begin(), path.end());
        }));
  }
  for (auto& w : walks) w.get();
  return out;
}

}  // namespace aurum::prices
