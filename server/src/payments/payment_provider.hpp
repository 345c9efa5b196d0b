#pragma once
#include <cstdint>
#include <string>

#include "domain/card.hpp"

namespace aurum::payments {

enum class PaymentStatus { kSucceeded, kRequiresAction, kDeclined };
const char* paymentStatusName(PaymentStatus s);

struct PaymentResult {
  PaymentStatus status = PaymentStatus::kDeclined;
  std::string brand;    ///< e.g. Visa
  std::string last4;
  std::string message;  ///< safe to show the buyer (decline reason)
};

/// A card payment provider. Checkout logic talks only to this, so a Stripe implementation can
/// replace the built-in test processor without touching it. Prices never come from the client:
/// the amount is always the server's quote total.
class PaymentProvider {
 public:
  virtual ~PaymentProvider() = default;
  virtual std::string name() const = 0;
  virtual bool testMode() const = 0;
  /// Creates a provider-side intent for `amountCents`; returns its reference.
  virtual std::string createIntent(std::int64_t amountCents, const std::string& reference) = 0;
  /// Charges the card for the intent. `digits` is the validated card number.
  virtual PaymentResult confirm(const std::string& intentRef, std::int64_t amountCents,
                                const std::string& digits, const domain::CardInput& card) = 0;
  /// Completes (approve) or abandons the extra authentication step of an intent.
  virtual PaymentResult authenticate(const std::string& intentRef, bool approve) = 0;
};

}  // namespace aurum::payments
