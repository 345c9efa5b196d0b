#pragma once
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "domain/quote_status.hpp"
#include "domain/user.hpp"
#include "payments/payment_provider.hpp"
#include "storage/database.hpp"
#include "storage/payment_repository.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// Refunds of cancelled paid orders. Like a charge, a refund is recorded first (`pending`, in the
/// cancelling transaction by recordRefundIn() in services/in_transaction.hpp, one per order ever),
/// then the provider is called outside any transaction under a key derived from the order, then the
/// result is recorded. A retried cancellation finds the order already cancelled and refunds
/// nothing; a refund left pending by a crash or a provider outage is retried by reconcile() under
/// the same key; one the provider accepted but has not finished (pending at the bank) is followed
/// by its id until it ends. A refund the provider refused stays failed until staff try it again
/// (retry(), the admin console's refund queue), as a new attempt under a new key.
class RefundService {
 public:
  static constexpr std::int64_t kReconcileAfterMs = 5000;

  RefundService(storage::Database& db, payments::PaymentProvider& provider,
                const util::Clock& clock)
      : db_(db), provider_(provider), clock_(clock) {}

  /// Called after the commit when a refund reached an outcome its buyer is told of
  /// (domain::buyerToldOfRefund), with the refund as stored; App wires the notification.
  /// Returns the hook it replaces (a test swaps one in for a while).
  std::function<void(const domain::QueuedRefund&)> setOutcomeHook(
      std::function<void(const domain::QueuedRefund&)> hook) {
    return std::exchange(outcomeHook_, std::move(hook));
  }

  /// Asks the provider for the order's pending refund and records the answer; the refund's status
  /// as stored (none when the order has no refund).
  std::optional<domain::RefundStatus> settle(std::int64_t orderId);
  /// Settles refunds pending for `olderThanMs` or more. Returns how many were tried.
  int reconcile(std::int64_t olderThanMs = kReconcileAfterMs);
  /// The provider reported the intent refunded (webhook): a pending refund becomes succeeded.
  bool applyRefunded(const std::string& intentRef, const std::string& refundRef);
  /// The provider reported what became of one of its refunds (webhook: a pending one finished,
  /// or one it had accepted failed later, as Stripe's do when the card's issuer returns them).
  /// False when no refund of Aurum's has that id or nothing changes.
  bool applyRefundUpdate(const payments::RefundResult& outcome);

  /// The admin console's queue: refunds in `statuses`, longest unchanged first (at most 500).
  std::vector<domain::QueuedRefund> queue(const std::vector<domain::RefundStatus>& statuses);
  /// Staff try the order's failed refund again: back to pending as its next attempt, the audit
  /// row in the same transaction, then the provider asked outside it (settle()). 404 when the
  /// order has no refund, 409 unless it is failed. The refund as stored after the attempt.
  domain::QueuedRefund retry(const domain::User& admin, const std::string& ip,
                             std::int64_t orderId);
  /// Staff paid a failed refund back outside the provider (a bank transfer): settled, with their
  /// reference, and the audit row, in one transaction. 404 / 409 as retry().
  domain::QueuedRefund settleOutside(const domain::User& admin, const std::string& ip,
                                     std::int64_t orderId, const std::string& reference);

 private:
  /// Runs `change` on the order's refund if it is failed and may become `to`, in one write;
  /// 404 without a refund, 409 otherwise or when `change` finds it changed meanwhile.
  void changeFailed(std::int64_t orderId, domain::RefundStatus to,
                    const std::function<bool(soci::session&, const storage::RefundRow&)>& change);
  domain::QueuedRefund entry(std::int64_t orderId);
  /// Runs the outcome hook with the order's refund, `known` or else as stored (after the commit;
  /// a failure, of the hook or of the read, is logged, never the caller's error).
  void tell(std::int64_t orderId, const domain::QueuedRefund* known = nullptr);

  storage::Database& db_;
  payments::PaymentProvider& provider_;
  const util::Clock& clock_;
  std::function<void(const domain::QueuedRefund&)> outcomeHook_;
};

}  // namespace aurum::services
