#include <cstdlib>
#include <stdexcept>

#include "app/config.hpp"
#include "app/env_vars.hpp"

namespace aurum::app {

void readPaymentsEnvironment(PaymentsConfig& c) {
  auto read = [](const char* name, std::string& into) {
    if (const char* v = envVar(name)) into = v;
  };
  read("AURUM_PAYMENT_PROVIDER", c.provider);
  read("AURUM_STRIPE_SECRET_KEY", c.stripeSecretKey);
  read("AURUM_STRIPE_PUBLISHABLE_KEY", c.stripePublishableKey);
  read("AURUM_STRIPE_WEBHOOK_SECRET", c.stripeWebhookSecret);
  read("AURUM_STRIPE_API_BASE", c.stripeApiBase);
  if (auto v = envVar("AURUM_RECONCILE_INTERVAL_SECONDS"))
    c.reconcileIntervalSeconds =
        static_cast<int>(envNumber("AURUM_RECONCILE_INTERVAL_SECONDS", v, 1, 86'400));
  if (c.provider != "test" && c.provider != "stripe")
    throw std::invalid_argument("AURUM_PAYMENT_PROVIDER must be test or stripe");
  if (c.provider == "stripe" &&
      (c.stripeSecretKey.rfind("sk_", 0) != 0 || c.stripePublishableKey.rfind("pk_", 0) != 0))
    throw std::invalid_argument(
        "AURUM_PAYMENT_PROVIDER=stripe needs AURUM_STRIPE_SECRET_KEY (sk_...) and "
        "AURUM_STRIPE_PUBLISHABLE_KEY (pk_...)");
  while (!c.stripeApiBase.empty() && c.stripeApiBase.back() == '/') c.stripeApiBase.pop_back();
}

}  // namespace aurum::app
