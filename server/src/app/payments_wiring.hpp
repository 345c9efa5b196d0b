#pragma once
#include <memory>

#include "app/config.hpp"
#include "payments/payment_provider.hpp"

namespace aurum::app {

/// The configured card payment provider: Stripe, or null for the built-in test processor.
std::unique_ptr<payments::PaymentProvider> makePaymentProvider(const PaymentsConfig& c);

}  // namespace aurum::app
