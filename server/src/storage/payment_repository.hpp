#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "domain/back_office.hpp"
#include "domain/quote_status.hpp"

namespace aurum::storage {

/// A confirmation recorded before the provider is called: `processing` until its result is
/// recorded, then the provider's answer (succeeded, requires_action, declined).
struct PaymentAttemptRow {
  std::int64_t id = 0, quoteId = 0, userId = 0, createdAtMs = 0, updatedAtMs = 0;
  std::string idempotencyKey;
  domain::AttemptStatus status = domain::AttemptStatus::kProcessing;
};

/// A refund recorded `pending` before the provider is called, then succeeded or failed.
struct RefundRow {
  std::int64_t id = 0, orderId = 0, paymentId = 0, amount = 0, createdAtMs = 0, updatedAtMs = 0;
  std::string provider, intentRef, idempotencyKey;
  domain::RefundStatus status = domain::RefundStatus::kPending;
  std::string providerRef, message;
  int attempts = 1;  ///< asked of the provider so far (staff may try a refused one again)
  std::string settledReference;  ///< settled by staff outside the provider: their reference
};

struct PaymentRepository {
  static void insertAttempt(soci::session& s, const PaymentAttemptRow& a);
  static std::optional<PaymentAttemptRow> attemptForQuote(soci::session& s, std::int64_t quoteId);
  static void setAttemptStatus(soci::session& s, std::int64_t quoteId, domain::AttemptStatus status,
                               std::int64_t nowMs);
  /// Attempts still `processing` whose last change is at or before `cutoffMs` (left by a crash).
  static std::vector<PaymentAttemptRow> staleAttempts(soci::session& s, std::int64_t cutoffMs);
  /// The payment row already recorded for a quote (a 3-D Secure attempt has one), if any.
  static std::optional<std::int64_t> paymentIdForQuote(soci::session& s, std::int64_t quoteId);

  /// Inserts the order's refund unless it has one; false when it already had one.
  static bool insertRefund(soci::session& s, const RefundRow& r);
  static std::optional<RefundRow> refundForOrder(soci::session& s, std::int64_t orderId);
  static std::optional<RefundRow> refundForIntent(soci::session& s, const std::string& intentRef);
  static domain::RecordedIntent recordedIntent(soci::session& s, const std::string& intentRef);
  static std::optional<RefundRow> refundForProviderRef(soci::session& s,
                                                       const std::string& providerRef);
  /// Records a refund's outcome if it is still `from` (pending, or succeeded when the provider
  /// later reports it failed); false when another writer changed it first.
  static bool setRefundResult(soci::session& s, std::int64_t id, domain::RefundStatus status,
                              const std::string& providerRef, const std::string& message,
                              std::int64_t nowMs,
                              domain::RefundStatus from = domain::RefundStatus::kPending);
  /// A pending refund the provider accepted but has not finished: its id, to follow it by.
  static void setRefundUnderWay(soci::session& s, std::int64_t id, const std::string& providerRef,
                                std::int64_t nowMs);
  static std::vector<RefundRow> pendingRefunds(soci::session& s, std::int64_t cutoffMs);
  /// A failed refund back to pending as attempt `attempt` under `key`; false unless it was failed
  /// (another retry moved it first).
  static bool retryRefund(soci::session& s, std::int64_t id, int attempt, const std::string& key,
                          std::int64_t nowMs);
  /// A failed refund settled by staff outside the provider; false unless it was failed.
  static bool settleRefund(soci::session& s, std::int64_t id, const std::string& reference,
                           std::int64_t nowMs);
  /// Refunds in `statuses` (at least one), longest unchanged first, at most `limit`.
  static std::vector<domain::QueuedRefund> refundQueue(
      soci::session& s, const std::vector<domain::RefundStatus>& statuses, int limit);
  static std::optional<domain::QueuedRefund> refundQueueEntry(soci::session& s,
                                                              std::int64_t orderId);

  static bool webhookEventSeen(soci::session& s, const std::string& eventId);
  /// Records a provider webhook event id; false when it was already recorded (a replay).
  static bool recordWebhookEvent(soci::session& s, const std::string& eventId,
                                 const std::string& type, std::int64_t nowMs);
};

/// Replaces a quote's placeholder intent ref; returns the ref the quote now holds (a concurrent
/// caller may have stored it first: the same intent, as both used the same idempotency key).
std::string replaceProviderRef(soci::session& s, std::int64_t quoteId,
                               const std::string& placeholder, const std::string& ref);
}  // namespace aurum::storage
