#include "services/provider_intent.hpp"

#include "storage/payment_repository.hpp"

namespace aurum::services {

std::string createPendingIntent(payments::PaymentProvider& provider, const domain::Quote& q) {
  return provider.createIntent(q.total, q.providerRef.substr(kPendingIntentPrefix.size()));
}

void ensureProviderIntent(storage::Database& db, payments::PaymentProvider& provider,
                          domain::Quote& q) {
  if (!intentPending(q)) return;
  const auto placeholder = q.providerRef;
  auto ref = createPendingIntent(provider, q);
  q.providerRef = db.write(
      [&](soci::session& s) { return storage::replaceProviderRef(s, q.id, placeholder, ref); });
}

}  // namespace aurum::services
