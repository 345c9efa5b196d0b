#include "services/shop.hpp"

#include "payments/test_processor.hpp"

namespace aurum::services {

Shop::Shop(storage::Database& db, SpotPrices& spot, const util::Clock& clock,
           std::unique_ptr<payments::PaymentProvider> provider, ProvenanceService* provenance)
    : provider_(provider ? std::move(provider) : std::make_unique<payments::TestProcessor>()),
      catalogue_(db, spot),
      cart_(db, catalogue_, clock),
      checkout_(db, catalogue_, *provider_, clock, provenance),
      orders_(db, catalogue_, clock, provenance),
      portfolio_(db, spot, clock),
      idempotency_(db, clock) {}

Shop::~Shop() = default;

}  // namespace aurum::services
