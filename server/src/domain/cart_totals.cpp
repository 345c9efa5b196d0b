#include "domain/cart_totals.hpp"

#include "domain/error.hpp"
#include "domain/money.hpp"

namespace aurum::domain {

CartTotals computeCartTotals(const std::vector<PricedLine>& lines) {
  CartTotals t;
  for (const auto& l : lines) {
    t.subtotal += l.unitCents * l.quantity;
    t.itemCount += l.quantity;
    ++t.lineCount;
  }
  if (lines.empty()) {
    t.freeShippingShortfall = kFreeShippingAboveCents;
    return t;
  }
  const bool freeShipping = t.subtotal > kFreeShippingAboveCents;
  t.shipping = freeShipping ? 0 : kFlatShippingCents;
  t.freeShippingShortfall = freeShipping ? 0 : kFreeShippingAboveCents - t.subtotal;
  t.tax = mulDivHalfUp(t.subtotal, kTaxPercent, 100);
  t.total = t.subtotal + t.shipping + t.tax;
  return t;
}

void checkPaymentLimits(std::int64_t totalCents) {
  if (totalCents > kMaxPaymentCents)
    throw validationError(
        "total", {"A single payment cannot exceed $999,999.99 (this order is ${total}); split it "
                  "into smaller orders",
                  {{"total", formatCents(totalCents)}}});
  if (totalCents < kMinPaymentCents)
    throw validationError("total", "A single payment must be at least $0.50");
}

Message stockShortage(const std::string& name, std::int64_t available) {
  if (available <= 0) return Message("{product} is out of stock", {{"product", name}});
  if (available == 1) return Message("Only 1 unit of {product} is available", {{"product", name}});
  return Message("Only {count} units of {product} are available",
                 {{"count", std::to_string(available)}, {"product", name}});
}

}  // namespace aurum::domain
