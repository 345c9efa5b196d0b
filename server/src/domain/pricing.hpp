#pragma once
#include <cstdint>

#include "domain/money.hpp"

namespace aurum::domain {

/// Unit price of a product in cents: spot mid per troy ounce times the fine metal content, plus
/// the product's premium. The multiplication is the one rounding step (half up, to the cent).
inline std::int64_t unitPriceCents(std::int64_t spotMidCents, std::int64_t fineWeightMicroOz,
                                   std::int64_t premiumCents) {
  return valueOfMetalCents(spotMidCents, fineWeightMicroOz) + premiumCents;
}

}  // namespace aurum::domain
