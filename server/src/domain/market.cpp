#include "domain/market.hpp"

#include <algorithm>
#include <cstdio>

namespace aurum::domain {

namespace {
constexpr std::int64_t kMinute = 60'000;
constexpr std::int64_t kHour = 60 * kMinute;
constexpr std::int64_t kDay = 24 * kHour;
constexpr std::int64_t kWeek = 7 * kDay;
/// 1970-01-01 was a Thursday; the first Monday is 4 days later.
constexpr std::int64_t kFirstMonday = 4 * kDay;

std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
  std::int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

/// a / b rounded half away from zero.
std::int64_t roundDiv(std::int64_t a, std::int64_t b) {
  if (b < 0) a = -a, b = -b;
  return a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b);
}
}  // namespace

const char* timeframeName(Timeframe tf) {
  switch (tf) {
    case Timeframe::k1m:
      return "1m";
    case Timeframe::k5m:
      return "5m";
    case Timeframe::k15m:
      return "15m";
    case Timeframe::k1h:
      return "1h";
    case Timeframe::k4h:
      return "4h";
    case Timeframe::k1d:
      return "1d";
    case Timeframe::k1w:
      return "1w";
  }
  return "1m";
}

std::optional<Timeframe> parseTimeframe(std::string_view name) {
  for (auto tf : kAllTimeframes)
    if (name == timeframeName(tf)) return tf;
  return std::nullopt;
}

std::int64_t timeframeMs(Timeframe tf) {
  switch (tf) {
    case Timeframe::k1m:
      return kMinute;
    case Timeframe::k5m:
      return 5 * kMinute;
    case Timeframe::k15m:
      return 15 * kMinute;
    case Timeframe::k1h:
      return kHour;
    case Timeframe::k4h:
      return 4 * kHour;
    case Timeframe::k1d:
      return kDay;
    case Timeframe::k1w:
      return kWeek;
  }
  return kMinute;
}

std::int64_t chartWindowMs(Timeframe tf) {
  switch (tf) {
    case Timeframe::k1d:
      return 365 * kDay;
    case Timeframe::k1w:
      return 53 * kWeek;
    default:
      return 1440 * timeframeMs(tf);
  }
}

std::int64_t bucketStart(Timeframe tf, std::int64_t timeMs) {
  const std::int64_t len = timeframeMs(tf);
  if (tf == Timeframe::k1w) return floorDiv(timeMs - kFirstMonday, len) * len + kFirstMonday;
  return floorDiv(timeMs, len) * len;
}

Candle openCandle(std::int64_t startMs, std::int64_t cents) {
  return {startMs, cents, cents, cents, cents};
}

void ReverseRollUp::openAt(std::int64_t cents) {
  auto& c = candles_.back();
  c.open = cents;
  c.high = std::max(c.high, cents);
  c.low = std::min(c.low, cents);
}

std::vector<Candle> ReverseRollUp::finish() {
  // Every step of the path was in the window: the oldest candle opens at the path's first price.
  if (pendingOpen_ && !candles_.empty()) openAt(earliest_);
  pendingOpen_ = false;
  std::reverse(candles_.begin(), candles_.end());
  return std::move(candles_);
}

void applyPrice(Candle& c, std::int64_t cents) {
  c.high = std::max(c.high, cents);
  c.low = std::min(c.low, cents);
  c.close = cents;
}

std::vector<Candle> aggregate(const std::vector<PricePoint>& points, Timeframe tf) {
  std::vector<Candle> out;
  for (const auto& p : points) {
    auto start = bucketStart(tf, p.timeMs);
    if (out.empty() || out.back().startMs != start)
      out.push_back(openCandle(start, p.cents));
    else
      applyPrice(out.back(), p.cents);
  }
  return out;
}

BidAsk applySpread(std::int64_t midCents, int spreadBps) {
  if (spreadBps <= 0) return {midCents, midCents};
  // half spread = mid * bps / 20000, at least one cent.
  std::int64_t half = std::max<std::int64_t>(1, roundDiv(midCents * spreadBps, 20'000));
  return {midCents - half, midCents + half};
}

DayStats computeDayStats(std::int64_t current, std::optional<std::int64_t> reference,
                         std::optional<std::int64_t> high, std::optional<std::int64_t> low) {
  DayStats s;
  std::int64_t ref = reference.value_or(current);
  s.changeCents = current - ref;
  s.changeBps = ref > 0 ? roundDiv(s.changeCents * 10'000, ref) : 0;
  s.highCents = std::max(high.value_or(current), current);
  s.lowCents = std::min(low.value_or(current), current);
  return s;
}

std::string formatCents(std::int64_t cents) {
  char buf[32];
  std::uint64_t a =
      cents < 0 ? -static_cast<std::uint64_t>(cents) : static_cast<std::uint64_t>(cents);
  std::snprintf(buf, sizeof buf, "%s%llu.%02llu", cents < 0 ? "-" : "",
                static_cast<unsigned long long>(a / 100), static_cast<unsigned long long>(a % 100));
  return buf;
}

std::string formatUsdIn(std::int64_t cents, std::string_view language) {
  constexpr std::string_view kNoBreak = "\u00a0";
  const bool symbolFirst = language != "de" && language != "es" && language != "fr";
  const std::string_view group = language == "fr"                       ? kNoBreak
                                 : language == "de" || language == "es" ? "."
                                                                        : ",";
  const char decimal = symbolFirst ? '.' : ',';
  std::uint64_t a =
      cents < 0 ? -static_cast<std::uint64_t>(cents) : static_cast<std::uint64_t>(cents);
  const std::string whole = std::to_string(a / 100);
  std::string digits;
  for (std::size_t i = 0; i < whole.size(); ++i) {
    if (i > 0 && (whole.size() - i) % 3 == 0) digits += group;
    digits += whole[i];
  }
  char fraction[4];
  std::snprintf(fraction, sizeof fraction, "%c%02u", decimal, static_cast<unsigned>(a % 100));
  const std::string sign = cents < 0 ? "-" : "";
  if (symbolFirst) return sign + "$" + digits + fraction;
  return sign + digits + fraction + std::string(kNoBreak) + "$";
}

std::string formatSignedCents(std::int64_t cents) {
  return cents < 0 ? formatCents(cents) : "+" + formatCents(cents);
}

std::string formatBpsAsPercent(std::int64_t bps) { return formatCents(bps); }

std::optional<std::int64_t> parseDecimalCents(std::string_view text) {
  if (text.empty()) return std::nullopt;
  bool neg = false;
  if (text.front() == '-' || text.front() == '+') {
    neg = text.front() == '-';
    text.remove_prefix(1);
  }
  std::int64_t whole = 0, frac = 0;
  int fracDigits = 0;
  bool seenDot = false, anyDigit = false, roundUp = false;
  for (char c : text) {
    if (c == '.' && !seenDot) {
      seenDot = true;
      continue;
    }
    if (c < '0' || c > '9') return std::nullopt;
    anyDigit = true;
    if (!seenDot) {
      if (whole > 90'000'000'000'000'000LL / 10) return std::nullopt;
      whole = whole * 10 + (c - '0');
    } else if (fracDigits < 2) {
      frac = frac * 10 + (c - '0');
      ++fracDigits;
    } else if (fracDigits == 2) {
      roundUp = c >= '5';  // the one rounding step: the third decimal decides, half up
      ++fracDigits;
    }
  }
  if (!anyDigit) return std::nullopt;
  while (fracDigits < 2) frac *= 10, ++fracDigits;
  std::int64_t cents = whole * 100 + frac + (roundUp ? 1 : 0);
  return neg ? -cents : cents;
}

const char* metalDisplayName(Metal m) {
  switch (m) {
    case Metal::kGold:
      return "Gold";
    case Metal::kSilver:
      return "Silver";
    case Metal::kPlatinum:
      return "Platinum";
    case Metal::kPalladium:
      return "Palladium";
  }
  return "Gold";
}

}  // namespace aurum::domain
