#pragma once
#include <memory>

#include "payments/payment_provider.hpp"
#include "services/cart_service.hpp"
#include "services/catalogue_service.hpp"
#include "services/checkout_service.hpp"
#include "services/company_service.hpp"
#include "services/idempotency_service.hpp"
#include "services/inventory_service.hpp"
#include "services/order_service.hpp"
#include "services/payment_webhooks.hpp"
#include "services/portfolio_service.hpp"
#include "services/provenance_service.hpp"
#include "services/refund_service.hpp"

namespace aurum::services {

/// The shop's services (catalogue, cart, checkout, orders, portfolio) wired to one spot source
/// and one payment provider.
class Shop {
 public:
  /// `provider` null selects the built-in test processor. `provenance` (optional) gives orders
  /// serialized items: allocated on payment, delivered, released on cancellation.
  Shop(storage::Database& db, SpotPrices& spot, const util::Clock& clock,
       std::unique_ptr<payments::PaymentProvider> provider = nullptr,
       ProvenanceService* provenance = nullptr);
  ~Shop();

  CatalogueService& catalogue() { return catalogue_; }
  CartService& cart() { return cart_; }
  CheckoutService& checkout() { return checkout_; }
  OrderService& orders() { return orders_; }
  RefundService& refunds() { return refunds_; }
  PaymentWebhooks& webhooks() { return webhooks_; }
  PortfolioService& portfolio() { return portfolio_; }
  IdempotencyService& idempotency() { return idempotency_; }
  payments::PaymentProvider& provider() { return *provider_; }
  /// The sellers' side: products, stock, pictures (docs/inventory.md).
  InventoryService& inventory() { return inventory_; }
  CompanyService& companies() { return companies_; }

 private:
  std::unique_ptr<payments::PaymentProvider> provider_;
  CatalogueService catalogue_;
  CartService cart_;
  CheckoutService checkout_;
  RefundService refunds_;
  OrderService orders_;
  PortfolioService portfolio_;
  IdempotencyService idempotency_;
  PaymentWebhooks webhooks_;
  InventoryService inventory_;
  CompanyService companies_;
};

}  // namespace aurum::services
