#include "services/refund_service.hpp"

#include <spdlog/spdlog.h>

#include "domain/error.hpp"
#include "services/audit_log.hpp"
#include "services/in_transaction.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/payment_repository.hpp"

namespace aurum::services {

using storage::PaymentRepository;

namespace {
domain::AppError notFailed() {
  return domain::AppError(domain::ErrorCode::kConflict,
                          "Only a failed refund can be tried again or settled");
}
domain::AppError noRefund() {
  return domain::AppError(domain::ErrorCode::kNotFound, "This order has no refund");
}
}  // namespace

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
  r.idempotencyKey = domain::refundIdempotencyKey(order.id, 1);
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
    // One the provider accepted and is still finishing is followed by its id, never asked for
    // again: after the provider forgets the key (Stripe: 24 hours) a new request would refund
    // twice.
    res = r->providerRef.empty() ? provider_.refund(r->intentRef, r->amount, r->idempotencyKey)
                                 : provider_.retrieveRefund(r->providerRef);
  } catch (const std::exception& e) {
    // The provider could not be reached: stays pending, reconcile() retries with the same key.
    spdlog::warn("refund for order {} left pending: {}", orderId, e.what());
    return r->status;
  }
  using domain::RefundStatus;
  const auto to = res.succeeded ? RefundStatus::kSucceeded : RefundStatus::kFailed;
  const bool changed = db_.write([&](soci::session& s) {
    if (res.pending) {
      PaymentRepository::setRefundUnderWay(s, r->id, res.ref, clock_.nowMs());
      return false;
    }
    return PaymentRepository::setRefundResult(s, r->id, to, res.ref, res.message, clock_.nowMs());
  });
  if (changed && domain::buyerToldOfRefund(r->status, to, r->attempts, !r->providerRef.empty()))
    tell(orderId);
  if (!res.succeeded && !res.pending)
    spdlog::error("refund for order {} failed: {}", orderId, res.message);
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

bool RefundService::applyRefundUpdate(const payments::RefundResult& outcome) {
  if (outcome.pending || outcome.ref.empty()) return false;
  using domain::RefundStatus;
  const auto to = outcome.succeeded ? RefundStatus::kSucceeded : RefundStatus::kFailed;
  std::int64_t orderId = 0;
  bool told = false;
  const bool changed = db_.write([&](soci::session& s) {
    auto r = PaymentRepository::refundForProviderRef(s, outcome.ref);
    if (!r || r->status == to || !domain::canTransition(r->status, to)) return false;
    if (!PaymentRepository::setRefundResult(s, r->id, to, outcome.ref, outcome.message,
                                            clock_.nowMs(), r->status))
      return false;
    if (to == RefundStatus::kFailed)
      spdlog::error("refund {} of order {} failed at the provider: {}", outcome.ref, r->orderId,
                    outcome.message);
    orderId = r->orderId;
    told = domain::buyerToldOfRefund(r->status, to, r->attempts, !r->providerRef.empty());
    return true;
  });
  if (changed && told) tell(orderId);
  return changed;
}

bool RefundService::applyRefunded(const std::string& intentRef, const std::string& refundRef) {
  std::optional<storage::RefundRow> before;
  const bool changed = db_.write([&](soci::session& s) {
    before = PaymentRepository::refundForIntent(s, intentRef);
    if (!before || before->status != domain::RefundStatus::kPending) return false;
    return PaymentRepository::setRefundResult(s, before->id, domain::RefundStatus::kSucceeded,
                                              refundRef, "", clock_.nowMs());
  });
  if (changed && domain::buyerToldOfRefund(before->status, domain::RefundStatus::kSucceeded,
                                           before->attempts, !before->providerRef.empty()))
    tell(before->orderId);
  return changed;
}

std::vector<domain::QueuedRefund> RefundService::queue(
    const std::vector<domain::RefundStatus>& statuses) {
  return db_.read(
      [&](soci::session& s) { return PaymentRepository::refundQueue(s, statuses, 500); });
}

domain::QueuedRefund RefundService::retry(const domain::User& admin, const std::string& ip,
                                          std::int64_t orderId) {
  changeFailed(orderId, domain::RefundStatus::kPending, [&](soci::session& s, const auto& r) {
    const int attempt = r.attempts + 1;
    if (!PaymentRepository::retryRefund(
            s, r.id, attempt, domain::refundIdempotencyKey(orderId, attempt), clock_.nowMs()))
      return false;
    recordAuditIn(
        s,
        AuditEntry::by(admin, "refund.retry", "order", orderId,
                       "attempt " + std::to_string(attempt) + "; refused before: " + r.message, ip),
        clock_.nowMs());
    return true;
  });
  settle(orderId);
  return entry(orderId);
}

domain::QueuedRefund RefundService::settleOutside(const domain::User& admin, const std::string& ip,
                                                  std::int64_t orderId,
                                                  const std::string& reference) {
  changeFailed(orderId, domain::RefundStatus::kSettled, [&](soci::session& s, const auto& r) {
    if (!PaymentRepository::settleRefund(s, r.id, reference, clock_.nowMs())) return false;
    recordAuditIn(s, AuditEntry::by(admin, "refund.settle", "order", orderId, reference, ip),
                  clock_.nowMs());
    return true;
  });
  auto settled = entry(orderId);
  tell(orderId, &settled);  // failed → settled is always told
  return settled;
}

void RefundService::changeFailed(
    std::int64_t orderId, domain::RefundStatus to,
    const std::function<bool(soci::session&, const storage::RefundRow&)>& change) {
  db_.write([&](soci::session& s) {
    auto r = PaymentRepository::refundForOrder(s, orderId);
    if (!r) throw noRefund();
    if (!domain::canTransition(r->status, to)) throw notFailed();
    // Conditional on the row still being failed: of two staff acting at once, the second finds
    // it changed (on PostgreSQL it waits for the first's row lock, then re-reads).
    if (!change(s, *r)) throw notFailed();
  });
}

void RefundService::tell(std::int64_t orderId, const domain::QueuedRefund* known) {
  if (!outcomeHook_) return;
  try {
    outcomeHook_(known ? *known : entry(orderId));
  } catch (const std::exception& e) {
    spdlog::error("refund of order {}: the buyer's notice failed: {}", orderId, e.what());
  }
}

domain::QueuedRefund RefundService::entry(std::int64_t orderId) {
  auto e =
      db_.read([&](soci::session& s) { return PaymentRepository::refundQueueEntry(s, orderId); });
  if (!e) throw noRefund();
  return *e;
}

}  // namespace aurum::services
