#pragma once
#include <string>
#include <string_view>

#include "services/checkout_service.hpp"
#include "services/refund_service.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// Stripe's webhook deliveries (`POST /api/payments/webhooks/stripe`). Stripe posts from its own
/// servers, so the only proof of origin is the `Stripe-Signature` header over the raw body. Each
/// event id is applied at most once; its effects are conditional on the current state anyway
/// (a quote still processing, a refund still pending), so a racing duplicate changes nothing.
class PaymentWebhooks {
 public:
  PaymentWebhooks(storage::Database& db, CheckoutService& checkout, RefundService& refunds,
                  const util::Clock& clock)
      : db_(db), checkout_(checkout), refunds_(refunds), clock_(clock) {}

  /// The endpoint secret (`whsec_...`); without one every delivery is refused (503).
  void setSecret(std::string secret) { secret_ = std::move(secret); }

  enum class Handled { kApplied, kIgnored, kReplayed };
  /// Verifies and applies one delivery. Throws AppError: bad_request for a missing, forged or
  /// expired signature or a body that is not an event; unavailable when no secret is set.
  Handled handle(std::string_view signatureHeader, std::string_view body);

 private:
  storage::Database& db_;
  CheckoutService& checkout_;
  RefundService& refunds_;
  const util::Clock& clock_;
  std::string secret_;
};

}  // namespace aurum::services
