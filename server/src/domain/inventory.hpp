#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aurum::domain {

/// Stock status of a product (SPEC section 4): "in_stock" above 5, "low_stock" 1 to 5,
/// "out_of_stock" at 0.
const char* stockStatus(std::int64_t stock);

/// A non-negative decimal number ("1", "0.5", "31.1035", "1e-06", "2.5E1") as millionths, exact:
/// more than 6 decimals, a sign, or anything but a number gives nothing.
std::optional<std::int64_t> parseExactMicros(std::string_view text);

/// A double as its shortest round-trip text ("1.1234567", "1e-07"): the number a JSON client
/// wrote, read without binary rounding.
std::string shortestText(double d);

/// Dollars as a decimal string, 0 or more, at most 2 decimals ("12", "12.5", "12.50"), in cents.
std::optional<std::int64_t> parseNonNegativeCents(std::string_view text);

/// Stock adjustment reasons a person may give (the opening stock is recorded by creation).
bool isAdjustmentReason(std::string_view reason);

inline constexpr std::int64_t kMaxStock = 1'000'000;
inline constexpr std::int64_t kMaxProductWeightMicroOz = 1'000'000'000;  // 1,000 troy ounces

}  // namespace aurum::domain

namespace aurum::domain {

/// Fine metal content of a product: a bar or coin of .999 fineness or better is sold by its
/// weight (a "1 oz .9999 bar" holds one troy ounce of fine metal, as the catalogue does);
/// below that, weight x purity / 10,000, rounded half up.
std::int64_t fineWeightMicroOz(std::int64_t weightMicroOz, int purity);

}  // namespace aurum::domain
