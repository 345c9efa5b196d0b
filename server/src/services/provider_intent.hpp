#pragma once
#include <string_view>

#include "domain/checkout.hpp"
#include "payments/payment_provider.hpp"
#include "storage/database.hpp"

namespace aurum::services {

/// A quote is written with a placeholder intent ref, "pending_<reference>", and the provider's
/// intent is created when the buyer confirms, never inside a transaction (with Stripe it is a
/// network call). The reference is the provider call's idempotency key, so a retry after a
/// failure finds the same intent rather than a second one.
inline constexpr std::string_view kPendingIntentPrefix = "pending_";

inline bool intentPending(const domain::Quote& q) {
  return q.providerRef.rfind(kPendingIntentPrefix, 0) == 0;
}

/// Asks the provider for the intent of a quote holding the placeholder; returns its ref.
std::string createPendingIntent(payments::PaymentProvider& provider, const domain::Quote& q);

/// Creates the provider's intent for a quote still holding the placeholder and stores its ref.
void ensureProviderIntent(storage::Database& db, payments::PaymentProvider& provider,
                          domain::Quote& q);

}  // namespace aurum::services
