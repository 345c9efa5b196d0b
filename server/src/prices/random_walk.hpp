#pragma once
#include <cstdint>
#include <random>

namespace aurum::prices {

/// Per-metal walk parameters. Volatility is annualized (0.15 = 15 % a year, gold's typical level).
struct WalkParams {
  std::int64_t anchorCents = 0;  ///< the configured start price; the walk is pulled back toward it
  double annualVolatility = 0.15;
  double floorRatio = 0.5;  ///< the price never leaves [anchor * floor, anchor * ceiling]
  double ceilingRatio = 2.0;
};

/// One step of a geometric random walk with weak mean reversion toward the anchor.
/// `normal` is a standard normal draw. The log-return is computed in double; the result is rounded
/// once, half away from zero, to integer cents and clamped to the bounds (and to at least 1 cent).
std::int64_t walkStep(std::int64_t cents, std::int64_t stepMs, const WalkParams& p, double normal);

/// Default annualized volatility per metal symbol index (gold, silver, platinum, palladium).
double defaultVolatility(int metalIndex);

}  // namespace aurum::prices
