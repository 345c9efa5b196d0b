#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/error.hpp"

namespace aurum::domain {

/// Money is integer US cents everywhere inside; it becomes text ("2047.00", "-110.41") only
/// through `formatCents`, declared with the market rules (domain/market.hpp).
std::string formatCents(std::int64_t cents);

/// US cents as a person reading `language` (domain/language.hpp) writes dollars, as the server's
/// catalogues write fixed amounts: en and zh "$1,234.56"; de and es "1.234,56 $"; fr
/// "1 234,56 $" (no-break spaces). Any other language reads as English.
std::string formatUsdIn(std::int64_t cents, std::string_view language);

/// A stored message's placeholders that are amounts: US cents by name, written in each reader's
/// language when the message is shown (a notification, a compliance report).
using MessageAmounts = std::vector<std::pair<std::string, std::int64_t>>;

/// `args` with each of `amounts` appended, formatted as `language` writes money (formatUsdIn).
MessageArgs withAmountsIn(MessageArgs args, const MessageAmounts& amounts,
                          std::string_view language);

/// round(a * b / d) with ties rounded half up (away from zero for the non-negative inputs the
/// money rules use). The product is computed in 128 bits so it never overflows.
std::int64_t mulDivHalfUp(std::int64_t a, std::int64_t b, std::int64_t d);

/// Micro troy ounces per troy ounce: metal quantities are integers of this unit.
inline constexpr std::int64_t kMicroOzPerOz = 1'000'000;

/// Micro-ounces as troy ounces for the wire (exact to 6 decimals as a JSON number).
double microOzToOz(std::int64_t microOz);

/// Value of `microOz` of metal at `pricePerOzCents`, in cents, rounded half up.
inline std::int64_t valueOfMetalCents(std::int64_t pricePerOzCents, std::int64_t microOz) {
  return mulDivHalfUp(pricePerOzCents, microOz, kMicroOzPerOz);
}

}  // namespace aurum::domain
