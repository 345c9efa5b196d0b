#include "app/payments_wiring.hpp"

#include "payments/stripe_provider.hpp"

namespace aurum::app {

std::unique_ptr<payments::PaymentProvider> makePaymentProvider(const PaymentsConfig& c) {
  if (c.provider != "stripe") return nullptr;
  payments::StripeOptions o;
  o.secretKey = c.stripeSecretKey;
  o.apiBase = c.stripeApiBase;
  return std::make_unique<payments::StripeProvider>(std::move(o));
}

}  // namespace aurum::app
