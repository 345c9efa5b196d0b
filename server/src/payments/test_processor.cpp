#include "payments/test_processor.hpp"

#include <stdexcept>

#include "crypto/token.hpp"

namespace aurum::payments {

namespace {
constexpr const char* kRefundsRefusedCard = "4000000000005126";
constexpr const char* kIdAlphabet =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// Whether a payment recorded with this card was taken from the card whose refunds fail: Aurum
/// keeps brand and last four digits only, so a Visa ending as that card's number does.
bool recordedAsRefundsRefused(const domain::RecordedIntent& r) {
  const std::string card = kRefundsRefusedCard;
  return r.brand == domain::cardBrand(card) && r.last4 == card.substr(card.size() - 4);
}
}  // namespace

std::string TestProcessor::createIntent(std::int64_t, const std::string& reference) {
  return "pi_test_" + reference;
}

PaymentResult TestProcessor::confirm(const std::string& intentRef, std::int64_t amountCents,
                                     const PaymentMethodInput& method,
                                     const std::string& idempotencyKey) {
  std::lock_guard lock(mu_);
  if (auto it = byKey_.find(idempotencyKey); it != byKey_.end()) return it->second;
  const auto& digits = method.digits;
  PaymentResult r;
  if (digits.size() < 4) {
    r.message = "The test processor takes card numbers only.";
  } else {
    r.brand = domain::cardBrand(digits);
    r.last4 = digits.substr(digits.size() - 4);
    if (digits == "4000000000000002") {
      r.message = "Your card was declined.";
    } else if (digits == "4000000000009995") {
      r.message = "Your card has insufficient funds.";
    } else if (digits == "4000002500003155") {
      r.status = PaymentStatus::kRequiresAction;
      r.message = "Your bank asks you to approve this payment.";
    } else {
      r.status = PaymentStatus::kSucceeded;
    }
  }
  auto& intent = intents_[intentRef];
  if (r.status == PaymentStatus::kSucceeded) ++intent.charges;
  intent.refundsRefused = digits == kRefundsRefusedCard;
  intent.state = r;
  intent.amountCents = amountCents;
  byKey_[idempotencyKey] = r;
  return r;
}

PaymentResult TestProcessor::authenticate(const std::string& intentRef, bool approve) {
  std::lock_guard lock(mu_);
  auto& intent = intents_[intentRef];
  auto& r = intent.state;
  // Only an intent waiting for authentication moves; a repeated call answers its state.
  if (r.status == PaymentStatus::kRequiresAction) {
    r.status = approve ? PaymentStatus::kSucceeded : PaymentStatus::kDeclined;
    r.message = approve ? "" : "Authentication was not completed.";
    if (approve) ++intent.charges;
  }
  return r;
}

PaymentResult TestProcessor::retrieve(const std::string& intentRef) {
  std::lock_guard lock(mu_);
  if (auto it = intents_.find(intentRef); it != intents_.end()) return it->second.state;
  PaymentResult r;
  r.message = "The payment was not completed.";
  return r;
}

void TestProcessor::setRecall(Recall recall) {
  std::lock_guard lock(mu_);
  recall_ = std::move(recall);
}

void TestProcessor::forget() {
  std::lock_guard lock(mu_);
  byKey_.clear();
  intents_.clear();
  refundByKey_.clear();
  refundByRef_.clear();
}

RefundResult TestProcessor::refund(const std::string& intentRef, std::int64_t amountCents,
                                   const std::string& idempotencyKey) {
  Recall recall;
  {
    std::lock_guard lock(mu_);
    if (auto it = refundByKey_.find(idempotencyKey); it != refundByKey_.end()) return it->second;
    if (!intents_.count(intentRef)) recall = recall_;
  }
  // An intent from before a restart: its charges and refunds as Aurum recorded them, read
  // without holding the lock (a database read).
  std::optional<domain::RecordedIntent> recalled;
  if (recall) recalled = recall(intentRef);
  std::lock_guard lock(mu_);
  if (auto it = refundByKey_.find(idempotencyKey); it != refundByKey_.end()) return it->second;
  if (recalled && recalled->charges > 0 && !intents_.count(intentRef)) {
    auto& i = intents_[intentRef];
    i.state.status = PaymentStatus::kSucceeded;
    i.amountCents = recalled->chargedCents;
    i.charges = recalled->charges;
    i.refunds = recalled->refunds;
    i.refundedCents = recalled->refundedCents;
    i.refundsRefused = recordedAsRefundsRefused(*recalled);
  }
  RefundResult r;
  auto it = intents_.find(intentRef);
  const std::int64_t left = it == intents_.end() || it->second.charges == 0
                                ? 0
                                : it->second.amountCents - it->second.refundedCents;
  if (left <= 0) {
    r.message = "This payment has nothing left to refund.";
  } else if (it->second.refundsRefused) {
    r.message = "The card's issuer did not accept the refund.";
  } else if (amountCents <= 0 || amountCents > left) {
    r.message = "The refund must be more than zero and at most what is left of the payment.";
  } else {
    r.succeeded = true;
    // Unique across restarts, as a provider's ids are (a webhook or a lookup finds the refund by
    // it).
    r.ref = "re_test_" + crypto::randomChars(kIdAlphabet, 24);
    ++it->second.refunds;
    it->second.refundedCents += amountCents;
  }
  refundByKey_[idempotencyKey] = r;
  if (!r.ref.empty()) refundByRef_[r.ref] = r;
  return r;
}

RefundResult TestProcessor::retrieveRefund(const std::string& refundRef) {
  std::lock_guard lock(mu_);
  if (auto it = refundByRef_.find(refundRef); it != refundByRef_.end()) return it->second;
  throw std::runtime_error("The test processor has no refund " + refundRef);
}

int TestProcessor::charges(const std::string& intentRef) const {
  std::lock_guard lock(mu_);
  auto it = intents_.find(intentRef);
  return it == intents_.end() ? 0 : it->second.charges;
}

int TestProcessor::refunds(const std::string& intentRef) const {
  std::lock_guard lock(mu_);
  auto it = intents_.find(intentRef);
  return it == intents_.end() ? 0 : it->second.refunds;
}

}  // namespace aurum::payments
