// Payments outside transactions, crash reconciliation, refunds on cancel and Stripe webhooks
// (docs/shop.md, "Payments"). Runs on SQLite and PostgreSQL like every API test.
#include <atomic>
#include <thread>

#include "harness.hpp"
#include "payments/stripe_signature.hpp"
#include "payments/test_processor.hpp"
#include "shop_helpers.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/payment_repository.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;
using aurum::storage::CheckoutRepository;
using aurum::storage::PaymentRepository;

namespace {

aurum::payments::TestProcessor& processor() {
  return dynamic_cast<aurum::payments::TestProcessor&>(TestServer::get().app->shop().provider());
}

aurum::domain::Quote quoteOf(const std::string& secret) {
  return TestServer::get().app->database().read(
      [&](soci::session& s) { return *CheckoutRepository::findBySecret(s, secret); });
}

std::string attemptStatus(long long quoteId) {
  return TestServer::get().app->database().read([&](soci::session& s) {
    auto a = PaymentRepository::attemptForQuote(s, quoteId);
    return a ? std::string(aurum::domain::attemptStatusName(a->status)) : std::string("none");
  });
}

/// Makes the next provider call "crash" the server between the provider's answer and its record.
struct CrashAfterProviderCall {
  explicit CrashAfterProviderCall(int times = 1) : left(times) {
    TestServer::get().app->shop().checkout().setAfterProviderCallHook([this] {
      if (left-- > 0) throw std::runtime_error("simulated crash after the provider call");
    });
  }
  ~CrashAfterProviderCall() {
    TestServer::get().app->shop().checkout().setAfterProviderCallHook(nullptr);
  }
  std::atomic<int> left;
};

/// A buyer's checkout of one unit of a fresh product whose confirmation "crashed" right after
/// the provider call; returns the client secret.
std::string crashedCheckout(Client& c, long long productId,
                            const std::string& card = "4242 4242 4242 4242") {
  add(c, productId, 1);
  auto secret = intentSecret(c);
  CrashAfterProviderCall crash;
  EXPECT_EQ(c.postJson("/api/checkout/confirm", payBody(secret, card)).status, 500u);
  return secret;
}

/// Runs the reconciler as a restart would, once the attempts are old enough to be crash leftovers.
int reconcileAfterRestart() {
  auto& ts = TestServer::get();
  ts.clock->advanceMs(aurum::services::CheckoutService::kReconcileAfterMs + 1000);
  return ts.app->shop().checkout().reconcile();
}

HttpResult postWebhook(const std::string& body, const std::string& signature) {
  auto c = TestServer::get().client();
  return c.request(verb::post, "/api/payments/webhooks/stripe", body,
                   {{"Content-Type", "application/json"}, {"Stripe-Signature", signature}});
}

std::string signedNow(const std::string& body, const std::string& secret = kTestWebhookSecret) {
  return aurum::payments::stripeSignatureHeader(body, secret,
                                                TestServer::get().clock->nowMs() / 1000);
}

std::string event(const std::string& id, const std::string& type, const json::object& object) {
  return json::serialize(json::object{
      {"id", id}, {"object", "event"}, {"type", type}, {"data", {{"object", object}}}});
}

}  // namespace

TEST(Payments, RetriedConfirmAfterAFailedRecordChargesOnce) {
  auto c = buyer();
  auto pid = makeProduct(5);
  add(c, pid, 1);
  auto secret = intentSecret(c);
  {
    CrashAfterProviderCall crash;
    auto r = c.postJson("/api/checkout/confirm", payBody(secret));
    EXPECT_EQ(r.status, 500u) << r.body;
  }
  // The provider's intent was created and stored before the charge (tx 1 of the confirmation).
  const auto ref = quoteOf(secret).providerRef;
  ASSERT_EQ(ref.rfind("pi_test_", 0), 0u) << ref;
  EXPECT_EQ(processor().charges(ref), 1);
  EXPECT_EQ(attemptStatus(quoteOf(secret).id), "processing");
  // The buyer retries (twice, at once): the provider sees the same key and charges nothing more.
  std::thread twin([&] { c.postJson("/api/checkout/confirm", payBody(secret)); });
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  twin.join();
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("status").as_string(), "succeeded");
  EXPECT_EQ(processor().charges(ref), 1);
  EXPECT_EQ(c.get("/api/orders").json().as_array().size(), 1u);
  EXPECT_EQ(stockOf(pid), 4);
  EXPECT_EQ(attemptStatus(quoteOf(secret).id), "succeeded");
}

TEST(Payments, CrashAfterACardChargeIsCompletedOnRestart) {
  auto c = buyer();
  auto pid = makeProduct(5);
  auto secret = crashedCheckout(c, pid);
  EXPECT_EQ(c.get("/api/orders").json().as_array().size(), 0u);
  EXPECT_GE(reconcileAfterRestart(), 1);
  auto q = quoteOf(secret);
  EXPECT_EQ(q.status, aurum::domain::QuoteStatus::kPaid);
  EXPECT_EQ(attemptStatus(q.id), "succeeded");
  auto orders = c.get("/api/orders").json().as_array();
  ASSERT_EQ(orders.size(), 1u);
  EXPECT_EQ(orders[0].at("status").as_string(), "processing");
  EXPECT_EQ(stockOf(pid), 4);
  EXPECT_EQ(processor().charges(q.providerRef), 1);
  // The buyer's retry after the restart answers the same order.
  auto again = c.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(again.status, 200u) << again.body;
  EXPECT_EQ(again.json().at("order").at("id"), orders[0].at("id"));
}

TEST(Payments, CrashAfterADeclineReleasesTheStockOnRestart) {
  auto c = buyer();
  auto pid = makeProduct(5);
  auto secret = crashedCheckout(c, pid, "4000 0000 0000 0002");
  EXPECT_EQ(stockOf(pid), 4);  // still reserved
  EXPECT_GE(reconcileAfterRestart(), 1);
  auto q = quoteOf(secret);
  EXPECT_EQ(q.status, aurum::domain::QuoteStatus::kDeclined);
  EXPECT_EQ(attemptStatus(q.id), "declined");
  EXPECT_EQ(stockOf(pid), 5);  // released
  EXPECT_EQ(c.get("/api/orders").json().as_array().size(), 0u);
}

TEST(Payments, CancellingAPaidOrderRefundsItOnceAndReversesTheLedger) {
  auto c = buyer();
  auto pid = makeProduct(5);
  add(c, pid, 1);
  auto secret = intentSecret(c);
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(r.status, 200u) << r.body;
  auto orderId = r.json().at("order").at("id").as_int64();
  const auto ref = quoteOf(secret).providerRef;
  auto path = "/api/orders/" + std::to_string(orderId) + "/cancel";
  std::thread twin([&] { c.postJson(path, json::object{}); });
  auto cancel = c.postJson(path, json::object{});
  twin.join();
  EXPECT_TRUE(cancel.status == 200u || cancel.status == 409u) << cancel.body;
  EXPECT_EQ(c.postJson(path, json::object{}).status, 409u);  // a retried cancel refunds nothing
  EXPECT_EQ(processor().refunds(ref), 1);
  auto refund = TestServer::get().app->database().read(
      [&](soci::session& s) { return PaymentRepository::refundForOrder(s, orderId); });
  ASSERT_TRUE(refund);
  EXPECT_EQ(refund->status, aurum::domain::RefundStatus::kSucceeded);
  EXPECT_FALSE(refund->providerRef.empty());
  EXPECT_EQ(refund->amount, cents(r.json().at("order").at("totalAmount")));
  EXPECT_EQ(stockOf(pid), 5);
  auto tx = c.get("/api/transactions").json().as_array();
  int cancellations = 0;
  for (const auto& t : tx) cancellations += t.at("type").as_string() == "cancellation";
  EXPECT_EQ(cancellations, 1);
}

TEST(Payments, PendingRefundIsRetriedUnderTheSameKey) {
  auto c = buyer();
  add(c, makeProduct(5), 1);
  auto secret = intentSecret(c);
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(r.status, 200u) << r.body;
  auto orderId = r.json().at("order").at("id").as_int64();
  ASSERT_EQ(c.postJson("/api/orders/" + std::to_string(orderId) + "/cancel", json::object{}).status,
            200u);
  auto& app = *TestServer::get().app;
  // As if the provider had not answered: put the refund back to pending, then reconcile.
  app.database().write([&](soci::session& s) {
    long long id = orderId;
    s << "UPDATE payment_refunds SET status = 'pending' WHERE order_id = :o", soci::use(id);
  });
  TestServer::get().clock->advanceMs(aurum::services::RefundService::kReconcileAfterMs + 1000);
  EXPECT_GE(app.shop().refunds().reconcile(), 1);
  EXPECT_EQ(processor().refunds(quoteOf(secret).providerRef), 1);  // same key: no second refund
  auto refund = app.database().read(
      [&](soci::session& s) { return PaymentRepository::refundForOrder(s, orderId); });
  EXPECT_EQ(refund->status, aurum::domain::RefundStatus::kSucceeded);
}

TEST(StripeWebhook, SignedSucceededEventCompletesAProcessingAttemptOnce) {
  auto c = buyer();
  auto pid = makeProduct(5);
  auto secret = crashedCheckout(c, pid);
  auto ref = quoteOf(secret).providerRef;
  auto body = event("evt_" + ref, "payment_intent.succeeded",
                    {{"id", ref}, {"object", "payment_intent"}, {"status", "succeeded"}});
  auto r = postWebhook(body, signedNow(body));
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("result").as_string(), "applied");
  EXPECT_EQ(quoteOf(secret).status, aurum::domain::QuoteStatus::kPaid);
  EXPECT_EQ(c.get("/api/orders").json().as_array().size(), 1u);
  EXPECT_EQ(stockOf(pid), 4);
  // The same event again (a replay, even freshly signed): 200 and no effect.
  auto replay = postWebhook(body, signedNow(body));
  ASSERT_EQ(replay.status, 200u) << replay.body;
  EXPECT_EQ(replay.json().at("result").as_string(), "replayed");
  EXPECT_EQ(c.get("/api/orders").json().as_array().size(), 1u);
}

TEST(StripeWebhook, PaymentFailedEventReleasesTheStock) {
  auto c = buyer();
  auto pid = makeProduct(5);
  add(c, pid, 1);
  auto secret = intentSecret(c);
  auto r = c.postJson("/api/checkout/confirm", payBody(secret, "4000 0025 0000 3155"));
  ASSERT_EQ(r.status, 200u) << r.body;  // waiting for 3-D Secure
  auto ref = quoteOf(secret).providerRef;
  auto body = event("evt_failed_" + ref, "payment_intent.payment_failed",
                    {{"id", ref}, {"last_payment_error", {{"message", "Authentication failed."}}}});
  auto w = postWebhook(body, signedNow(body));
  ASSERT_EQ(w.status, 200u) << w.body;
  EXPECT_EQ(w.json().at("result").as_string(), "applied");
  EXPECT_EQ(quoteOf(secret).status, aurum::domain::QuoteStatus::kDeclined);
  EXPECT_EQ(stockOf(pid), 5);
}

TEST(StripeWebhook, ForgedExpiredOrUnsignedDeliveriesAreRefused) {
  auto c = buyer();
  auto pid = makeProduct(5);
  auto secret = crashedCheckout(c, pid);
  auto ref = quoteOf(secret).providerRef;
  auto body = event("evt_forged_" + ref, "payment_intent.succeeded", {{"id", ref}});
  auto now = TestServer::get().clock->nowMs() / 1000;
  for (const auto& sig : {std::string(""), std::string("t=") + std::to_string(now) + ",v1=00",
                          signedNow(body, "whsec_someone_else"), signedNow(body + " ")})
    EXPECT_EQ(postWebhook(body, sig).status, 400u) << sig;
  // Signed with the right secret, but six minutes old: a captured delivery replayed later.
  auto old = aurum::payments::stripeSignatureHeader(body, kTestWebhookSecret, now - 360);
  auto expired = postWebhook(body, old);
  EXPECT_EQ(expired.status, 400u) << expired.body;
  EXPECT_NE(expired.body.find("tolerance"), std::string::npos);
  EXPECT_EQ(quoteOf(secret).status, aurum::domain::QuoteStatus::kProcessing);
  // Several v1 signatures (a secret being rolled): one valid suffices.
  auto both = signedNow(body, "whsec_old") +
              ",v1=" + signedNow(body).substr(signedNow(body).find("v1=") + 3);
  EXPECT_EQ(postWebhook(body, both).status, 200u);
  EXPECT_EQ(quoteOf(secret).status, aurum::domain::QuoteStatus::kPaid);
}

TEST(PaymentCsp, TheTestProcessorKeepsStripeOutOfThePolicy) {
  auto r = TestServer::get().client().get("/api/products");
  auto csp = r.header("Content-Security-Policy");
  ASSERT_FALSE(csp.empty());
  EXPECT_EQ(csp.find("stripe.com"), std::string::npos) << csp;
}

TEST(Payments, TheIntentTellsTheBrowserWhichCardFormToShow) {
  auto c = buyer();
  add(c, makeProduct(5), 1);
  auto r = c.postJson("/api/create-payment-intent", json::object{});
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("provider").as_string(), "test");
  EXPECT_EQ(r.json().at("publishableKey").as_string(), "");
  // The Stripe body shape reaches the provider: the test processor takes card numbers only.
  auto body = payBody(std::string(r.json().at("clientSecret").as_string()));
  body.erase("card");
  body["paymentMethodId"] = "pm_card_visa";
  auto paid = c.postJson("/api/checkout/confirm", body);
  EXPECT_EQ(paid.status, 402u) << paid.body;
  body["paymentMethodId"] = "card_123";
  EXPECT_EQ(c.postJson("/api/checkout/confirm", body).status, 400u);
}
