#pragma once
#include <functional>
#include <optional>
#include <vector>

#include "domain/card.hpp"
#include "domain/checkout.hpp"
#include "domain/error.hpp"
#include "domain/order.hpp"
#include "domain/user.hpp"
#include "payments/payment_provider.hpp"
#include "services/catalogue_service.hpp"
#include "services/compliance_service.hpp"
#include "services/notification_service.hpp"
#include "services/provenance_service.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// A quote that is also the payment intent.
struct CheckoutIntent {
  domain::Quote quote;
  std::vector<domain::QuoteLine> lines;
  std::string provider;
  bool testMode = true;
};

struct PaymentOutcome {
  payments::PaymentStatus status = payments::PaymentStatus::kDeclined;
  domain::Payment payment;
  std::optional<domain::Order> order;  ///< when succeeded: the first of `orders`
  std::vector<domain::Order> orders;   ///< when succeeded: one per seller (lines and history)
  std::string actionUrl;               ///< requires_action at Stripe: the bank's page
};

/// Quote-locked checkout. Prices come only from the server: the cart is priced at the spot mid,
/// the quote locks the prices for 10 minutes and holds the stock; paying the quote creates the
/// order exactly once.
class CheckoutService {
 public:
  static constexpr std::int64_t kQuoteTtlMs = 10LL * 60 * 1000;
  /// An attempt this long in `processing` is taken to be left by a crash.
  static constexpr std::int64_t kReconcileAfterMs = 5000;

  /// `provenance` (optional) allocates serialized items to each new order in its transaction.
  CheckoutService(storage::Database& db, CatalogueService& catalogue,
                  payments::PaymentProvider& provider, const util::Clock& clock,
                  ProvenanceService* provenance = nullptr)
      : db_(db),
        catalogue_(catalogue),
        provider_(provider),
        clock_(clock),
        provenance_(provenance) {}

  /// The live intent for the current cart, or a new quote (reserving stock) when there is none,
  /// the cart changed, or the old quote expired.
  CheckoutIntent createIntent(const domain::User& user);
  std::optional<CheckoutIntent> current(const domain::User& user);
  CheckoutIntent acceptQuote(const domain::User& user, std::int64_t quoteId);
  /// Pays the quote with a card (the test processor's form). Succeeded and requires_action
  /// return; a decline throws payment_declined after releasing the stock. The provider is called
  /// outside any transaction: (tx 1) the attempt is recorded `processing` under an idempotency
  /// key derived from the intent; (no tx) the provider is called with that key; (tx 2) the result
  /// is recorded and a success creates the order exactly once. A retry of any step calls the
  /// provider again with the same key, which never charges twice.
  PaymentOutcome confirm(const domain::User& user, const std::string& clientSecret,
                         const domain::CardInput& card, const domain::ShippingAddress& address);
  /// Pays the quote with a provider-side payment method (Stripe Elements' `pm_...`).
  PaymentOutcome confirmWithPaymentMethod(const domain::User& user, const std::string& clientSecret,
                                          const std::string& paymentMethodId,
                                          const domain::ShippingAddress& address);
  PaymentOutcome authenticate(const domain::User& user, std::int64_t paymentId, bool approve);
  /// Resolves attempts left `processing` for `olderThanMs` or more (a crash between the steps) by
  /// asking the provider for the intent's outcome: the order is created or the stock released.
  /// Run on start. Returns how many were resolved.
  int reconcile(std::int64_t olderThanMs = kReconcileAfterMs);
  /// Applies an outcome the provider reported on its own (webhook) to the intent's quote when it
  /// is still processing or awaiting authentication. False when there was nothing to apply.
  bool applyProviderOutcome(const std::string& intentRef, const payments::PaymentResult& result);
  /// Test hook run right after the provider call, before its result is recorded; throwing from
  /// it leaves the attempt `processing`, as a crash would.
  /// Stripe's publishable key (pk_...), given to the browser with each intent; empty otherwise.
  void setPublishableKey(std::string key) { publishableKey_ = std::move(key); }
  const std::string& publishableKey() const { return publishableKey_; }
  void setAfterProviderCallHook(std::function<void()> hook) {
    afterProviderCall_ = std::move(hook);
  }
  /// Trading limits and AML monitoring (optional: without it checkout has neither).
  void useCompliance(ComplianceService* compliance) { compliance_ = compliance; }
  /// The buyer's "order placed" notification, recorded in the order's own transaction and
  /// pushed after its commit (optional: without it orders notify nobody).
  void useNotifications(NotificationService* notifications) { notifications_ = notifications; }
  /// Releases every expired quote's stock (also done lazily by every checkout call).
  int expireDue();

 private:
  PaymentOutcome pay(const domain::User& user, const std::string& clientSecret,
                     const payments::PaymentMethodInput& method,
                     const domain::ShippingAddress& address);
  PaymentOutcome recordResult(std::int64_t quoteId, const payments::PaymentResult& res,
                              std::int64_t now);
  storage::Database& db_;
  CatalogueService& catalogue_;
  payments::PaymentProvider& provider_;
  const util::Clock& clock_;
  ProvenanceService* provenance_;
  ComplianceService* compliance_ = nullptr;
  std::function<void()> afterProviderCall_;
  NotificationService* notifications_ = nullptr;
  std::string publishableKey_;
};

/// Validates a shipping address (every field required; country defaults to US), naming
/// "shipping.<field>" in errors.
domain::ShippingAddress validateShipping(domain::ShippingAddress a);

domain::AppError quoteExpiredError();

}  // namespace aurum::services
