#pragma once
#include <cstdint>

namespace aurum::domain {

/// Lengths of time in milliseconds, the unit of every stored time (UTC, since the epoch).
inline constexpr std::int64_t kHourMs = 3'600'000;
inline constexpr std::int64_t kDayMs = 24 * kHourMs;

}  // namespace aurum::domain
