#include "payments/test_processor.hpp"

namespace aurum::payments {

const char* paymentStatusName(PaymentStatus s) {
  switch (s) {
    case PaymentStatus::kSucceeded: return "succeeded";
    case PaymentStatus::kRequiresAction: return "requires_action";
    case PaymentStatus::kDeclined: return "declined";
  }
  return "declined";
}

std::string TestProcessor::createIntent(std::int64_t, const std::string& reference) {
  return "pi_test_" + reference;
}

PaymentResult TestProcessor::confirm(const std::string&, std::int64_t, const std::string& digits,
                                     const domain::CardInput&) {
  PaymentResult r;
  r.brand = domain::cardBrand(digits);
  r.last4 = digits.substr(digits.size() - 4);
  if (digits == "4000000000000002") {
    r.status = PaymentStatus::kDeclined;
    r.message = "Your card was declined.";
  } else if (digits == "4000000000009995") {
    r.status = PaymentStatus::kDeclined;
    r.message = "Your card has insufficient funds.";
  } else if (digits == "4000002500003155") {
    r.status = PaymentStatus::kRequiresAction;
    r.message = "Your bank asks you to approve this payment.";
  } else {
    r.status = PaymentStatus::kSucceeded;
  }
  return r;
}

PaymentResult TestProcessor::authenticate(const std::string&, bool approve) {
  PaymentResult r;
  r.status = approve ? PaymentStatus::kSucceeded : PaymentStatus::kDeclined;
  if (!approve) r.message = "Authentication was not completed.";
  return r;
}

}  // namespace aurum::payments
