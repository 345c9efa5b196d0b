#include "prices/random_walk.hpp"

#include <algorithm>
#include <cmath>

namespace aurum::prices {

namespace {
constexpr double kYearMs = 365.25 * 24 * 3600 * 1000;
/// Mean-reversion speed per year: the pull toward the anchor halves a deviation in about 8 months.
constexpr double kReversionPerYear = 1.0;
}  // namespace

std::int64_t walkStep(std::int64_t cents, std::int64_t stepMs, const WalkParams& p, double normal) {
  return LogWalk(cents, stepMs, p).next(normal);
}

LogWalk::LogWalk(std::int64_t startCents, std::int64_t stepMs, const WalkParams& p)
    : anchor_(static_cast<double>(std::max<std::int64_t>(p.anchorCents, 1))),
      x_(std::log(static_cast<double>(std::max<std::int64_t>(startCents, 1)) / anchor_)),
      lo_(std::log(p.floorRatio)),
      hi_(std::log(p.ceilingRatio)),
      minCents_(static_cast<std::int64_t>(std::ceil(anchor_ * p.floorRatio))),
      maxCents_(static_cast<std::int64_t>(std::floor(anchor_ * p.ceilingRatio))) {
  dt_ = static_cast<double>(std::max<std::int64_t>(stepMs, 1)) / kYearMs;
  scale_ = p.annualVolatility * std::sqrt(dt_);
}

std::int64_t LogWalk::next(double normal) {
  x_ = std::clamp(x_ - kReversionPerYear * x_ * dt_ + scale_ * normal, lo_, hi_);
  auto out = static_cast<std::int64_t>(std::llround(anchor_ * std::exp(x_)));
  return std::max<std::int64_t>(1, std::clamp(out, minCents_, maxCents_));
}

double defaultVolatility(int metalIndex) {
  static constexpr double k[] = {0.15, 0.25, 0.22, 0.30};
  return metalIndex >= 0 && metalIndex < 4 ? k[metalIndex] : 0.2;
}

}  // namespace aurum::prices
