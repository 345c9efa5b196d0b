#pragma once
#include <cstdint>
#include <string>

#include "domain/card.hpp"
#include "domain/quote_status.hpp"

namespace aurum::payments {

using domain::PaymentStatus;  // one closed enum with its transition table (domain/quote_status)
using domain::paymentStatusName;

struct PaymentResult {
  PaymentStatus status = PaymentStatus::kDeclined;
  std::string brand;  ///< e.g. Visa
  std::string last4;
  std::string message;    ///< safe to show the buyer (decline reason)
  std::string actionUrl;  ///< requires_action: where the bank's page is (Stripe redirect_to_url)
};

/// How the buyer pays: a validated card number (test processor) or a provider-side payment
/// method id (Stripe Elements' `pm_...`), never both.
struct PaymentMethodInput {
  std::string digits;
  domain::CardInput card;
  std::string paymentMethodId;
};

/// A refund's outcome. Neither succeeded nor pending: refused or failed (`message` says why).
struct RefundResult {
  bool succeeded = false;
  /// Accepted, not finished yet (Stripe: a refund `pending` at the bank); followed by `ref`.
  bool pending = false;
  std::string ref;      ///< the provider's refund id
  std::string message;  ///< why it failed
};

/// A card payment provider. Checkout logic talks only to this, so a Stripe implementation can
/// replace the built-in test processor without touching it. Prices never come from the client:
/// the amount is always the server's quote total.
///
/// Calls happen outside any database transaction, so a retried request or transaction may call
/// again: every charging call carries an idempotency key and the provider must answer a repeated
/// key with the first result instead of charging again (as Stripe does).
class PaymentProvider {
 public:
  virtual ~PaymentProvider() = default;
  virtual std::string name() const = 0;
  virtual bool testMode() const = 0;
  /// Creates a provider-side intent for `amountCents`; returns its reference.
  virtual std::string createIntent(std::int64_t amountCents, const std::string& reference) = 0;
  /// Charges the intent with the buyer's payment method.
  virtual PaymentResult confirm(const std::string& intentRef, std::int64_t amountCents,
                                const PaymentMethodInput& method,
                                const std::string& idempotencyKey) = 0;
  /// Completes (approve) or abandons the extra authentication step of an intent.
  virtual PaymentResult authenticate(const std::string& intentRef, bool approve) = 0;
  /// The intent's outcome as the provider knows it (for reconciliation after a crash): an intent
  /// that was never charged answers kDeclined.
  virtual PaymentResult retrieve(const std::string& intentRef) = 0;
  /// Refunds `amountCents` of the intent's charge (all of it, or one order's share of it).
  virtual RefundResult refund(const std::string& intentRef, std::int64_t amountCents,
                              const std::string& idempotencyKey) = 0;
  /// A refund's outcome as the provider knows it now (a pending one is followed by its id, never
  /// asked for again: a second request could refund twice).
  virtual RefundResult retrieveRefund(const std::string& refundRef) = 0;
};

}  // namespace aurum::payments
