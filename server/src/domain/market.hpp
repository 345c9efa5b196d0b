#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/metal.hpp"

namespace aurum::domain {

/// Chart timeframes of the trading screen.
enum class Timeframe { k1m, k5m, k15m, k1h, k4h, k1d, k1w };

inline constexpr std::array<Timeframe, 7> kAllTimeframes{
    Timeframe::k1m, Timeframe::k5m, Timeframe::k15m, Timeframe::k1h,
    Timeframe::k4h, Timeframe::k1d, Timeframe::k1w};

/// Wire name: 1m, 5m, 15m, 1h, 4h, 1d, 1w.
const char* timeframeName(Timeframe tf);
std::optional<Timeframe> parseTimeframe(std::string_view name);
/// Length of one candle in milliseconds.
std::int64_t timeframeMs(Timeframe tf);
/// How far back a chart of this timeframe reaches (and how long its candles are kept): 1,440
/// candles for the intraday frames, a year of days, two years of weeks.
std::int64_t chartWindowMs(Timeframe tf);

/// Start of the candle holding `timeMs`: UTC-aligned; weeks start on Monday 00:00 UTC.
std::int64_t bucketStart(Timeframe tf, std::int64_t timeMs);

/// One OHLC candle in integer cents.
struct Candle {
  std::int64_t startMs = 0;
  std::int64_t open = 0;
  std::int64_t high = 0;
  std::int64_t low = 0;
  std::int64_t close = 0;
  bool operator==(const Candle&) const = default;
};

/// A mid price at a moment.
struct PricePoint {
  std::int64_t timeMs = 0;
  std::int64_t cents = 0;
};

/// A candle opened by its first price.
Candle openCandle(std::int64_t startMs, std::int64_t cents);
/// Folds a later price into a candle (high, low, close).
void applyPrice(Candle& c, std::int64_t cents);
/// Candles for time-ordered points; a bucket without points has no candle (gaps stay gaps).
std::vector<Candle> aggregate(const std::vector<PricePoint>& points, Timeframe tf);

/// The candles of one timeframe from a path of prices one step apart, fed newest first (a walk
/// generated back in time needs no path in memory). Candles start at `fromMs`: one per bucket
/// from the first step at or after it. A candle opens at the price of the step before its first
/// one (the path's first price for a candle that starts the path), and its high and low count
/// that open, as a candle rolled up forward over the same path would.
class ReverseRollUp {
 public:
  ReverseRollUp(Timeframe tf, std::int64_t fromMs) : tf_(tf), fromMs_(fromMs) {}
  /// The price at `timeMs`, earlier than every time fed before.
  void add(std::int64_t timeMs, std::int64_t cents) {
    if (timeMs >= fromMs_) {
      if (candles_.empty() || timeMs < candles_.back().startMs) {
        if (!candles_.empty()) openAt(cents);
        candles_.push_back({bucketStart(tf_, timeMs), cents, cents, cents, cents});
      } else {
        auto& c = candles_.back();
        if (cents > c.high) c.high = cents;
        if (cents < c.low) c.low = cents;
      }
      earliest_ = cents;
      pendingOpen_ = true;
    } else if (pendingOpen_) {
      openAt(cents);
      pendingOpen_ = false;
    }
  }
  /// Room for `n` candles, so that feeding allocates nothing.
  void reserve(std::size_t n) { candles_.reserve(n); }
  /// The candles, oldest first.
  std::vector<Candle> finish();

 private:
  void openAt(std::int64_t cents);
  Timeframe tf_;
  std::int64_t fromMs_;
  std::int64_t earliest_ = 0;
  bool pendingOpen_ = false;
  std::vector<Candle> candles_;  ///< newest first until finish()
};

/// Bid and ask around a mid: half the spread each side, rounded half away from zero to the cent;
/// the spread never collapses below one cent each side when bps > 0.
struct BidAsk {
  std::int64_t bid = 0;
  std::int64_t ask = 0;
};
BidAsk applySpread(std::int64_t midCents, int spreadBps);

/// 24-hour figures for one metal.
struct DayStats {
  std::int64_t changeCents = 0;  ///< current minus reference
  std::int64_t changeBps = 0;  ///< change / reference in basis points (1/100 of a percent), rounded
  std::int64_t highCents = 0;
  std::int64_t lowCents = 0;
};
/// `reference` is the price 24 hours ago (the first stored price in the window); `high`/`low` the
/// stored extremes in the window. The current price always counts toward high and low.
DayStats computeDayStats(std::int64_t current, std::optional<std::int64_t> reference,
                         std::optional<std::int64_t> high, std::optional<std::int64_t> low);

/// Cents as a decimal string: 204700 -> "2047.00", -5 -> "-0.05".
std::string formatCents(std::int64_t cents);
/// With a leading sign: "+12.40", "-3.05", "+0.00".
std::string formatSignedCents(std::int64_t cents);
/// Basis points as a percent number literal: 61 -> "0.61", -125 -> "-1.25".
std::string formatBpsAsPercent(std::int64_t bps);
/// Parses "2047", "2047.5", "2047.00" into cents; more than two decimals round half up once.
std::optional<std::int64_t> parseDecimalCents(std::string_view text);
/// Display name: Gold, Silver, Platinum, Palladium.
const char* metalDisplayName(Metal m);

}  // namespace aurum::domain
