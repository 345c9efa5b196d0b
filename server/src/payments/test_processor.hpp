#pragma once
#include "payments/payment_provider.hpp"

namespace aurum::payments {

/// The built-in test processor ("Test mode"): no money moves; Stripe's test numbers behave as on
/// Stripe. 4000 0000 0000 0002 and 4000 0000 0000 9995 decline, 4000 0025 0000 3155 asks for
/// authentication; any other valid number succeeds.
class TestProcessor final : public PaymentProvider {
 public:
  std::string name() const override { return "test"; }
  bool testMode() const override { return true; }
  std::string createIntent(std::int64_t amountCents, const std::string& reference) override;
  PaymentResult confirm(const std::string& intentRef, std::int64_t amountCents, const std::string& digits,
                        const domain::CardInput& card) override;
  PaymentResult authenticate(const std::string& intentRef, bool approve) override;
};

}  // namespace aurum::payments
