#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "domain/error.hpp"

namespace aurum::domain {

inline constexpr std::int64_t kFreeShippingAboveCents = 100'000;  ///< strictly above 1,000.00
inline constexpr std::int64_t kFlatShippingCents = 2'500;
inline constexpr std::int64_t kTaxPercent = 8;
inline constexpr std::int64_t kMaxLineQuantity = 1000;
/// A single payment must lie within [0.50, 999,999.99].
inline constexpr std::int64_t kMinPaymentCents = 50;
inline constexpr std::int64_t kMaxPaymentCents = 99'999'999;

struct PricedLine {
  std::int64_t unitCents = 0;
  std::int64_t quantity = 0;
};

struct CartTotals {
  std::int64_t subtotal = 0, shipping = 0, tax = 0, total = 0, freeShippingShortfall = 0;
  std::int64_t itemCount = 0, lineCount = 0;
};

/// Spec section 9, in integer cents: shipping is free above 1,000.00, else 25.00 (an empty cart
/// ships nothing); tax is 8 % of the subtotal rounded half up to the cent; the shortfall is
/// 1,000.00 minus the subtotal while shipping is charged.
CartTotals computeCartTotals(const std::vector<PricedLine>& lines);

/// Throws a validation error (field "total") when `totalCents` is outside the payment limits.
void checkPaymentLimits(std::int64_t totalCents);

/// Why `available` units of product `name` cannot cover a request: out of stock, or only so many.
Message stockShortage(const std::string& name, std::int64_t available);

}  // namespace aurum::domain
