#pragma once
#include <optional>
#include <vector>

#include "domain/card.hpp"
#include "domain/order.hpp"
#include "domain/user.hpp"
#include "payments/payment_provider.hpp"
#include "services/catalogue_service.hpp"
#include "services/provenance_service.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// A quote that is also the payment intent.
struct CheckoutIntent {
  storage::QuoteRow quote;
  std::vector<storage::QuoteLineRow> lines;
  std::string provider;
  bool testMode = true;
};

struct PaymentOutcome {
  payments::PaymentStatus status = payments::PaymentStatus::kDeclined;
  storage::PaymentRow payment;
  std::optional<domain::Order> order;  ///< when succeeded (with lines and history)
};

/// Quote-locked checkout. Prices come only from the server: the cart is priced at the spot mid,
/// the quote locks the prices for 10 minutes and holds the stock; paying the quote creates the
/// order exactly once.
class CheckoutService {
 public:
  static constexpr std::int64_t kQuoteTtlMs = 10LL * 60 * 1000;

  /// `provenance` (optional) allocates serialized items to each new order in its transaction.
  CheckoutService(storage::Database& db, CatalogueService& catalogue, payments::PaymentProvider& provider,
                  const util::Clock& clock, ProvenanceService* provenance = nullptr)
      : db_(db), catalogue_(catalogue), provider_(provider), clock_(clock), provenance_(provenance) {}

  /// The live intent for the current cart, or a new quote (reserving stock) when there is none,
  /// the cart changed, or the old quote expired.
  CheckoutIntent createIntent(const domain::User& user);
  std::optional<CheckoutIntent> current(const domain::User& user);
  CheckoutIntent acceptQuote(const domain::User& user, std::int64_t quoteId);
  /// Pays the quote. Succeeded and requires_action return; a decline throws payment_declined
  /// after releasing the stock.
  PaymentOutcome confirm(const domain::User& user, const std::string& clientSecret, const domain::CardInput& card,
                         const domain::ShippingAddress& address);
  PaymentOutcome authenticate(const domain::User& user, std::int64_t paymentId, bool approve);
  /// Releases every expired quote's stock (also done lazily by every checkout call).
  int expireDue();

 private:
  storage::Database& db_;
  CatalogueService& catalogue_;
  payments::PaymentProvider& provider_;
  const util::Clock& clock_;
  ProvenanceService* provenance_;
};

/// Validates a shipping address (every field required; country defaults to US), naming
/// "shipping.<field>" in errors.
domain::ShippingAddress validateShipping(domain::ShippingAddress a);

}  // namespace aurum::services
