#pragma once
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "domain/quote_status.hpp"
#include "payments/payment_provider.hpp"

namespace aurum::payments {

/// The built-in test processor ("Test mode"): no money moves; Stripe's test numbers behave as on
/// Stripe. 4000 0000 0000 0002 and 4000 0000 0000 9995 decline, 4000 0025 0000 3155 asks for
/// authentication; 4000 0000 0000 5126 pays, but every refund of it is refused (Stripe's card
/// whose refunds fail); any other valid number succeeds. Like Stripe it honours idempotency keys
/// (the same key answers the first result and charges nothing more) and counts what it charged and
/// refunded, so tests can assert "charged once". Like Stripe it refunds a charge in parts (one
/// order's share of a checkout that paid several sellers), up to the amount charged. Its memory
/// is the process's: after a restart it knows no intent, so reconciliation fails unfinished
/// attempts (releasing their stock). A refund of a payment taken before the restart is decided
/// from what Aurum recorded of it (`setRecall`: the charges that succeeded, the refunds made, the
/// card's brand and last four digits), as a provider that kept its own records would decide it: a
/// Visa payment ending 5126 is taken as paid with the card whose refunds fail.
class TestProcessor final : public PaymentProvider {
 public:
  std::string name() const override { return "test"; }
  bool testMode() const override { return true; }
  std::string createIntent(std::int64_t amountCents, const std::string& reference) override;
  PaymentResult confirm(const std::string& intentRef, std::int64_t amountCents,
                        const PaymentMethodInput& method,
                        const std::string& idempotencyKey) override;
  PaymentResult authenticate(const std::string& intentRef, bool approve) override;
  PaymentResult retrieve(const std::string& intentRef) override;
  RefundResult refund(const std::string& intentRef, std::int64_t amountCents,
                      const std::string& idempotencyKey) override;
  /// Its refunds finish at once, so this only reads back one made since the start (an unknown id
  /// throws: the caller keeps the refund as it was).
  RefundResult retrieveRefund(const std::string& refundRef) override;

  /// What Aurum recorded of an intent this process never saw (charged and refunded so far, and
  /// the card it was paid with).
  using Recall = std::function<domain::RecordedIntent(const std::string& intentRef)>;
  void setRecall(Recall recall);
  /// Forgets every intent and key, as a restart does (tests).
  void forget();

  /// Successful charges of an intent (0 or 1 when idempotency holds).
  int charges(const std::string& intentRef) const;
  /// Successful refunds of an intent (each of a part, or of the whole).
  int refunds(const std::string& intentRef) const;

 private:
  struct Intent {
    PaymentResult state;           ///< the latest
    std::int64_t amountCents = 0;  ///< what a confirmation asked for
    int charges = 0, refunds = 0;  ///< successful ones
    std::int64_t refundedCents = 0;
    bool refundsRefused = false;  ///< paid with the card whose refunds fail
  };
  mutable std::mutex mu_;
  std::unordered_map<std::string, PaymentResult> byKey_;  // idempotency key -> first answer
  std::unordered_map<std::string, Intent> intents_;
  std::unordered_map<std::string, RefundResult> refundByKey_;
  std::unordered_map<std::string, RefundResult> refundByRef_;
  Recall recall_;
};

}  // namespace aurum::payments
