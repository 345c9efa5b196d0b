#include "services/provider_intent.hpp"

#include "storage/payment_repository.hpp"

namespace aurum::services {

void ensureProviderIntent(storage::Database& db, payments::PaymentProvider& provider,
                          domain::Quote& q) {
  if (!intentPending(q)) return;
  const auto placeholder = q.providerRef;
  auto ref = provider.createIntent(q.total, placeholder.substr(kPendingIntentPrefix.size()));
  q.providerRef = db.write(
      [&](soci::session& s) { return storage::replaceProviderRef(s, q.id, placeholder, ref); });
}

}  // namespace aurum::services
