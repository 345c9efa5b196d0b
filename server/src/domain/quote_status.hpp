#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aurum::domain {

/// A checkout quote's life: open (awaiting payment), acceptance (a re-quote went up: the buyer must
/// accept), processing (a confirmation is running), action (awaiting 3-D Secure), and the final
/// paid, declined, expired and superseded.
enum class QuoteStatus {
  kOpen,
  kAcceptance,
  kProcessing,
  kAction,
  kPaid,
  kDeclined,
  kExpired,
  kSuperseded
};

const char* quoteStatusName(QuoteStatus s);
std::optional<QuoteStatus> parseQuoteStatus(std::string_view name);

/// The transition table. open → processing; acceptance → open; action → processing (the bank's
/// answer is read); processing → processing (a confirmation re-claims its quote), action,
/// declined or paid; a live quote (open, acceptance, action) → superseded (a newer quote) or
/// expired. paid, declined, expired and superseded are final.
bool canTransition(QuoteStatus from, QuoteStatus to);
/// open, acceptance and action: the quote still holds stock and can be paid or superseded.
bool isLive(QuoteStatus s);

/// A payment's status as recorded: succeeded, requires_action (3-D Secure pending), declined.
enum class PaymentStatus { kSucceeded, kRequiresAction, kDeclined };

const char* paymentStatusName(PaymentStatus s);
std::optional<PaymentStatus> parsePaymentStatus(std::string_view name);
/// requires_action → succeeded or declined (the bank's answer); succeeded and declined are final.
bool canTransition(PaymentStatus from, PaymentStatus to);

/// A confirmation attempt, recorded before the provider is called: processing until the provider's
/// answer is recorded (succeeded, requires_action, declined).
enum class AttemptStatus { kProcessing, kSucceeded, kRequiresAction, kDeclined };

const char* attemptStatusName(AttemptStatus s);
std::optional<AttemptStatus> parseAttemptStatus(std::string_view name);
/// The attempt that records a provider's answer.
AttemptStatus attemptStatusOf(PaymentStatus answer);
/// processing → succeeded, requires_action or declined (the provider's answer); requires_action →
/// processing (the bank's answer is being read); succeeded and declined are final.
bool canTransition(AttemptStatus from, AttemptStatus to);
/// Whether an attempt counts towards the account's purchase limits: from its creation until it
/// is declined (processing, requires_action and succeeded count).
bool countsTowardLimits(AttemptStatus s);

/// A refund, recorded pending before the provider is called, then succeeded or failed; a failed
/// one may be settled by staff outside the provider (a bank transfer).
enum class RefundStatus { kPending, kSucceeded, kFailed, kSettled };

const char* refundStatusName(RefundStatus s);
std::optional<RefundStatus> parseRefundStatus(std::string_view name);
/// pending → succeeded or failed; succeeded → failed when the provider reports later that a refund
/// it had accepted failed (Stripe: the card's issuer returned it); failed → pending only when
/// staff try it again (a provider's refusal may be lifted: its balance topped up, a hold ended),
/// failed → settled when staff paid it back another way. Settled is final.
bool canTransition(RefundStatus from, RefundStatus to);
/// The idempotency key of an order's refund attempt (1, 2, ...): each attempt is its own request
/// to the provider, which would replay a key's first answer, refusal included.
std::string refundIdempotencyKey(std::int64_t orderId, int attempt);

}  // namespace aurum::domain
