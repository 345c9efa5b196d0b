#include "services/shop.hpp"

#include "payments/test_processor.hpp"
#include "storage/payment_repository.hpp"

namespace aurum::services {

Shop::Shop(storage::Database& db, SpotPrices& spot, const util::Clock& clock,
           std::unique_ptr<payments::PaymentProvider> provider, ProvenanceService* provenance)
    : provider_(provider ? std::move(provider) : std::make_unique<payments::TestProcessor>()),
      catalogue_(db, spot),
      cart_(db, catalogue_, clock),
      checkout_(db, catalogue_, *provider_, clock, provenance),
      refunds_(db, *provider_, clock),
      orders_(db, catalogue_, clock, provenance, &refunds_),
      portfolio_(db, spot, clock),
      idempotency_(db, clock),
      webhooks_(db, checkout_, refunds_, clock),
      inventory_(db, catalogue_, clock, provenance),
      companies_(db, catalogue_, clock) {
  // The test processor's memory is the process's; after a restart it decides a refund of an
  // earlier payment from what was recorded of it here.
  if (auto* test = dynamic_cast<payments::TestProcessor*>(provider_.get()))
    test->setRecall([&db](const std::string& intentRef) {
      return db.read([&](soci::session& s) {
        return storage::PaymentRepository::recordedIntent(s, intentRef);
      });
    });
}

Shop::~Shop() = default;

}  // namespace aurum::services
