#include "domain/analytics_range.hpp"

#include <cstdio>

#include "domain/durations.hpp"

namespace aurum::domain {

namespace {

// Howard Hinnant's civil-from-days / days-from-civil.
struct Civil {
  std::int64_t y;
  unsigned m, d;
};
Civil civilFromDays(std::int64_t z) {
  z += 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const std::int64_t y = static_cast<std::int64_t>(yoe) + era * 400;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  const unsigned d = doy - (153 * mp + 2) / 5 + 1;
  const unsigned m = mp < 10 ? mp + 3 : mp - 9;
  return {y + (m <= 2), m, d};
}
std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}
std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
  return a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
}
std::string monthLabel(std::int64_t ms) {
  auto c = civilFromDays(floorDiv(ms, kDayMs));
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04lld-%02u", static_cast<long long>(c.y), c.m);
  return buf;
}
}  // namespace

std::string dayLabel(std::int64_t dayNumber) {
  auto c = civilFromDays(dayNumber);
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04lld-%02u-%02u", static_cast<long long>(c.y), c.m, c.d);
  return buf;
}

std::string dayLabelAt(std::int64_t ms) { return dayLabel(floorDiv(ms, kDayMs)); }

std::int64_t monthStartMs(std::int64_t ms, int monthsBack) {
  auto c = civilFromDays(floorDiv(ms, kDayMs));
  std::int64_t index = c.y * 12 + (c.m - 1) - monthsBack;
  std::int64_t y = floorDiv(index, 12);
  unsigned m = static_cast<unsigned>(index - y * 12) + 1;
  return daysFromCivil(y, m, 1) * kDayMs;
}

std::optional<AnalyticsPeriod> analyticsPeriod(std::string_view range, std::int64_t nowMs) {
  AnalyticsPeriod p;
  p.range = std::string(range);
  const std::int64_t today = floorDiv(nowMs, kDayMs);
  p.endMs = (today + 1) * kDayMs;
  if (range == "1y") {
    p.monthly = true;
    p.startMs = monthStartMs(nowMs, 11);
    p.previousStartMs = monthStartMs(nowMs, 23);
    for (int back = 11; back >= 0; --back) {
      auto start = monthStartMs(nowMs, back);
      auto end = back == 0 ? p.endMs : monthStartMs(nowMs, back - 1);
      p.buckets.push_back({monthLabel(start), start, end});
    }
    return p;
  }
  int days = range == "7d" ? 7 : range == "30d" ? 30 : range == "90d" ? 90 : 0;
  if (days == 0) return std::nullopt;
  p.startMs = (today - days + 1) * kDayMs;
  p.previousStartMs = p.startMs - static_cast<std::int64_t>(days) * kDayMs;
  for (std::int64_t d = today - days + 1; d <= today; ++d)
    p.buckets.push_back({dayLabel(d), d * kDayMs, (d + 1) * kDayMs});
  return p;
}

}  // namespace aurum::domain
