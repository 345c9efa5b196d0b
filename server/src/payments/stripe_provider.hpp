#pragma once
#include <chrono>
#include <memory>
#include <string>

#include "http/client.hpp"
#include "payments/payment_provider.hpp"

namespace aurum::payments {

struct StripeOptions {
  std::string secretKey;                           ///< sk_test_... or sk_live_...
  std::string apiBase = "https://api.stripe.com";  ///< tests point this at the local stand-in
  std::string apiVersion = "2024-06-20";  ///< sent as Stripe-Version: answers keep this shape
  std::chrono::milliseconds timeout{15000};
  std::string caFile;  ///< PEM CA bundle (tests: the stand-in's certificate)
};

/// Stripe PaymentIntents behind PaymentProvider, with Stripe's documented form-encoded API:
/// create (POST /v1/payment_intents), confirm (POST /v1/payment_intents/{id}/confirm with the
/// Elements payment method), retrieve (GET /v1/payment_intents/{id}), refunds (POST /v1/refunds,
/// and GET /v1/refunds/{id} for one still pending).
/// Every POST carries an Idempotency-Key, so a retried call never charges or refunds twice.
///
/// Card errors (HTTP 402) are declines with Stripe's message; other Stripe errors become clear
/// AppErrors: 400 bad_request (409 conflict for an idempotency_error), 409 conflict for a
/// concurrent request with the same key, 503 unavailable for 401/403 (our configuration), 429
/// and 5xx or an unreachable API. Never a 500.
class StripeProvider final : public PaymentProvider {
 public:
  explicit StripeProvider(StripeOptions options);
  std::string name() const override { return "stripe"; }
  bool testMode() const override { return testMode_; }
  std::string createIntent(std::int64_t amountCents, const std::string& reference) override;
  PaymentResult confirm(const std::string& intentRef, std::int64_t amountCents,
                        const PaymentMethodInput& method,
                        const std::string& idempotencyKey) override;
  /// The buyer authenticates with their bank in the browser (Stripe.js); this reads the outcome.
  PaymentResult authenticate(const std::string& intentRef, bool approve) override;
  PaymentResult retrieve(const std::string& intentRef) override;
  RefundResult refund(const std::string& intentRef, std::int64_t amountCents,
                      const std::string& idempotencyKey) override;
  RefundResult retrieveRefund(const std::string& refundRef) override;

 private:
  http::ClientResponse call(boost::beast::http::verb method, const std::string& path,
                            const std::string& form, const std::string& idempotencyKey) const;
  StripeOptions options_;
  bool testMode_ = false;
  http::HttpClient client_;
};

/// application/x-www-form-urlencoded (Stripe's request encoding), brackets in keys escaped.
std::string formEncode(const std::vector<std::pair<std::string, std::string>>& fields);

}  // namespace aurum::payments
