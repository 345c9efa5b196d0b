#pragma once
#include <optional>

#include "domain/quote_status.hpp"
#include "payments/payment_provider.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// Refunds of cancelled paid orders. Like a charge, a refund is recorded first (`pending`, in the
/// cancelling transaction by recordRefundIn() in services/in_transaction.hpp, one per order ever),
/// then the provider is called outside any transaction under a key derived from the order, then the
/// result is recorded. A retried cancellation finds the order already cancelled and refunds
/// nothing; a refund left pending by a crash or a provider outage is retried by reconcile() under
/// the same key.
class RefundService {
 public:
  static constexpr std::int64_t kReconcileAfterMs = 5000;

  RefundService(storage::Database& db, payments::PaymentProvider& provider,
                const util::Clock& clock)
      : db_(db), provider_(provider), clock_(clock) {}

  /// Asks the provider for the order's pending refund and records the answer; the refund's status
  /// as stored (none when the order has no refund).
  std::optional<domain::RefundStatus> settle(std::int64_t orderId);
  /// Settles refunds pending for `olderThanMs` or more. Returns how many were tried.
  int reconcile(std::int64_t olderThanMs = kReconcileAfterMs);
  /// The provider reported the intent refunded (webhook): a pending refund becomes succeeded.
  bool applyRefunded(const std::string& intentRef, const std::string& refundRef);

 private:
  storage::Database& db_;
  payments::PaymentProvider& provider_;
  const util::Clock& clock_;
};

}  // namespace aurum::services
