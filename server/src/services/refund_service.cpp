#include "services/refund_service.hpp"

#include <spdlog/spdlog.h>

#include "services/in_transaction.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/payment_repository.hpp"

namespace aurum::services {

using storage::PaymentRepository;

bool recordRefundIn(soci::session& s, const domain::Order& order, std::int64_t nowMs) {
  if (!order.paymentId) return false;
  auto pay = storage::CheckoutRepository::findPayment(s, order.paymentId);
  if (!pay || pay->status != domain::PaymentStatus::kSucceeded) return false;
  auto q = storage::CheckoutRepository::find(s, order.quoteId);
  if (!q) return false;
  storage::RefundRow r;
  r.orderId = order.id;
  r.paymentId = pay->id;
  r.provider = pay->provider;
  r.intentRef = q->providerRef;
  r.amount = order.total;  // its share of the payment (a checkout pays one order per seller)
  r.idempotencyKey = "aurum-refund-order-" + std::to_string(order.id);
  r.createdAtMs = nowMs;
  return PaymentRepository::insertRefund(s, r);
}

std::optional<domain::RefundStatus> RefundService::settle(std::int64_t orderId) {
  auto r =
      db_.read([&](soci::session& s) { return PaymentRepository::refundForOrder(s, orderId); });
  if (!r) return std::nullopt;
  if (r->status != domain::RefundStatus::kPending) return r->status;
  payments::RefundResult res;
  try {
    res = provider_.refund(r->intentRef, r->amount, r->idempotencyKey);
  } catch (const std::exception& e) {
    // The provider could not be reached: stays pending, reconcile() retries with the same key.
    spdlog::warn("refund for order {} left pending: {}", orderId, e.what());
    return r->status;
  }
  db_.write([&](soci::session& s) {
    PaymentRepository::setRefundResult(
        s, r->id, res.succeeded ? domain::RefundStatus::kSucceeded : domain::RefundStatus::kFailed,
        res.ref, res.message, clock_.nowMs());
  });
  if (!res.succeeded) spdlog::error("refund for order {} failed: {}", orderId, res.message);
  auto stored =
      db_.read([&](soci::session& s) { return PaymentRepository::refundForOrder(s, orderId); });
  return stored ? std::optional(stored->status) : std::nullopt;
}

int RefundService::reconcile(std::int64_t olderThanMs) {
  auto due = db_.read([&](soci::session& s) {
    return PaymentRepository::pendingRefunds(s, clock_.nowMs() - olderThanMs);
  });
  for (const auto& r : due) settle(r.orderId);
  return static_cast<int>(due.size());
}

bool RefundService::applyRefunded(const std::string& intentRef, const std::string& refundRef) {
  return db_.write([&](soci::session& s) {
    auto r = PaymentRepository::refundForIntent(s, intentRef);
    if (!r || r->status != domain::RefundStatus::kPending) return false;
    PaymentRepository::setRefundResult(s, r->id, domain::RefundStatus::kSucceeded, refundRef, "",
                                       clock_.nowMs());
    return true;
  });
}

}  // namespace aurum::services
