#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

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
};

/// What Aurum recorded of a provider's intent: the payments that succeeded on it and the refunds
/// the provider made of them.
struct RecordedIntent {
  std::int64_t chargedCents = 0, refundedCents = 0;
  int charges = 0, refunds = 0;
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
  static RecordedIntent recordedIntent(soci::session& s, const std::string& intentRef);
  static void setRefundResult(soci::session& s, std::int64_t id, domain::RefundStatus status,
                              const std::string& providerRef, const std::string& message,
                              std::int64_t nowMs);
  static std::vector<RefundRow> pendingRefunds(soci::session& s, std::int64_t cutoffMs);

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
