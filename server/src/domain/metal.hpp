#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace aurum::domain {

enum class Metal { kGold, kSilver, kPlatinum, kPalladium };

inline constexpr std::array<Metal, 4> kAllMetals{Metal::kGold, Metal::kSilver, Metal::kPlatinum,
                                                 Metal::kPalladium};

/// Wire name: gold, silver, platinum, palladium.
const char* metalName(Metal m);
std::optional<Metal> parseMetal(std::string_view name);
/// Market symbol: XAUUSD, XAGUSD, XPTUSD, XPDUSD.
const char* metalSymbol(Metal m);
std::optional<Metal> metalFromSymbol(std::string_view symbol);

/// A price for one troy ounce in integer US cents.
struct SpotQuote {
  Metal metal = Metal::kGold;
  std::int64_t midCents = 0;
  std::int64_t bidCents = 0;
  std::int64_t askCents = 0;
  std::int64_t timeMs = 0;  ///< when the tick was made, ms since the epoch
  bool stale = false;       ///< no provider price for longer than the stale threshold
};

}  // namespace aurum::domain
