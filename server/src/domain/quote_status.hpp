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
/// Whether the buyer is told (a notification and its e-mail) that their refund went from `from`
/// to `to`. `attempts` is the attempts made so far; `followed` says the provider had accepted the
/// refund as pending (it was followed by its id). Told: a settlement by staff; a failure, the
/// first time (attempt 1) or when the provider takes back a refund it had reported done; a success
/// the cancellation's own answer did not give (after staff tried again, or once the provider
/// finished a pending one). Not told: a success at the cancellation, which its answer shows.
bool buyerToldOfRefund(RefundStatus from, RefundStatus to, int attempts, bool followed);
/// The idempotency key of an order's refund attempt (1, 2, ...): each attempt is its own request
/// to the provider, which would replay a key's first answer, refusal included.
std::string refundIdempotencyKey(std::int64_t orderId, int attempt);

/// What Aurum recorded of a provider's intent: the payments that succeeded on it (and the card
/// they were taken from: brand and last four digits) and the refunds the provider made of them.
/// The test processor decides a refund of an intent it no longer remembers from this.
struct RecordedIntent {
  std::int64_t chargedCents = 0, refundedCents = 0;
  int charges = 0, refunds = 0;
  std::string brand, last4;  ///< of the latest payment that succeeded; empty without one
};

}  // namespace aurum::domain
