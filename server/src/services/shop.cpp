#include "services/shop.hpp"

#include "payments/test_processor.hpp"

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
      companies_(db, catalogue_, clock) {}

Shop::~Shop() = default;

}  // namespace aurum::services
