#pragma once
#include <boost/random/normal_distribution.hpp>
#include <cstdint>
#include <random>

namespace aurum::prices {

/// The walks' standard normal draws: Boost's ziggurat, about 2.5 times as fast as libstdc++'s
/// polar method (a logarithm and a square root per pair), which was the largest part of
/// generating a year of minutes at a fresh start.
using StandardNormal = boost::random::normal_distribution<double>;

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

/// The walk of walkStep over many equal steps, carried in log space from one step to the next
/// (walkStep takes the logarithm of the rounded price again at every step): for long generated
/// histories, where those logarithms were most of the time. Each price is rounded and clamped as
/// walkStep's is, but the walk goes on from the unrounded value: the same process without a
/// half-cent of rounding noise per step (on the same draws the two paths part slowly).
class LogWalk {
 public:
  LogWalk(std::int64_t startCents, std::int64_t stepMs, const WalkParams& p);
  /// The price after one more step with the standard normal draw `normal`.
  std::int64_t next(double normal);

 private:
  double anchor_, x_, dt_ = 0, scale_ = 0, lo_, hi_;
  std::int64_t minCents_, maxCents_;
};

/// Default annualized volatility per metal symbol index (gold, silver, platinum, palladium).
double defaultVolatility(int metalIndex);

}  // namespace aurum::prices
