#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aurum::domain {

/// One bucket of an analytics series: [startMs, endMs), labelled "YYYY-MM-DD" or "YYYY-MM".
struct AnalyticsBucket {
  std::string label;
  std::int64_t startMs = 0, endMs = 0;
};

/// A time range of the trader analytics (docs/trader-workspace.md): 7d, 30d and 90d are that many
/// whole UTC days ending with today; 1y is twelve calendar months ending with this one. The
/// previous period is the same length just before.
struct AnalyticsPeriod {
  std::string range;
  std::int64_t startMs = 0, endMs = 0;  ///< [start, end): end is the end of today
  std::int64_t previousStartMs = 0;     ///< previous period: [previousStart, start)
  bool monthly = false;
  std::vector<AnalyticsBucket> buckets;  ///< every bucket, oldest first
};

/// nullopt for anything but 7d, 30d, 90d, 1y.
std::optional<AnalyticsPeriod> analyticsPeriod(std::string_view range, std::int64_t nowMs);

/// Days since 1970-01-01 → "YYYY-MM-DD" (proleptic Gregorian, UTC).
std::string dayLabel(std::int64_t dayNumber);
/// The UTC calendar day holding `ms` (milliseconds since the epoch) → "YYYY-MM-DD".
std::string dayLabelAt(std::int64_t ms);
/// Start of the UTC calendar month `monthsBack` months before the one holding `ms`.
std::int64_t monthStartMs(std::int64_t ms, int monthsBack = 0);

}  // namespace aurum::domain
