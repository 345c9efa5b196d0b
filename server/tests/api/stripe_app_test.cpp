// The whole server with AURUM_PAYMENT_PROVIDER=stripe against the local Stripe stand-in
// (tests/unit/stripe_standin.hpp; no network here reaches Stripe): pay, decline, 3-D Secure
// completed by a signed webhook, refund on cancel, idempotent retries, and payments and refunds
// left unfinished while the server runs settled by the periodic reconciliation, without a restart.
// Runs on SQLite and PostgreSQL like every API test.
#include <chrono>
#include <thread>

#include "../unit/stripe_standin.hpp"
#include "own_app.hpp"
#include "payments/stripe_signature.hpp"
#include "shop_helpers.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/payment_repository.hpp"

using namespace aurum;
using namespace aurum::testing;
using namespace aurum::testing::shop;

namespace {

constexpr const char* kPublishableKey = "pk_test_standin";

/// One server configured for Stripe, its own clock and the stand-in, for every test below.
class StripeServer : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    standIn_ = new StripeStandIn();
    clock_ = std::make_shared<util::ManualClock>(util::SystemClock().nowMs());
    own_ = new OwnApp(startOwnApp(
        "stripe",
        [](app::Config& c) {
          c.payments.provider = "stripe";
          c.payments.stripeSecretKey = StripeStandIn::kSecretKey;
          c.payments.stripePublishableKey = kPublishableKey;
          c.payments.stripeWebhookSecret = kTestWebhookSecret;
          c.payments.stripeApiBase = standIn_->baseUrl();
          c.payments.reconcileIntervalSeconds = 1;
          c.abuse.registrationsPerHour = 1000;
        },
        clock_));
  }
  static void TearDownTestSuite() {
    delete own_;  // before the stand-in: the server may still be talking to it
    delete standIn_;
  }

  static app::App& app() { return *own_->app; }
  static StripeStandIn& standIn() { return *standIn_; }

  static Client buyer() {
    Client c(own_->port);
    auto r = c.postJson("/api/auth/register", {{"role", "client"},
                                               {"firstName", "Ann"},
                                               {"lastName", "Lee"},
                                               {"email", uniqueEmail("stripe")},
                                               {"password", "a long enough password"}});
    EXPECT_EQ(r.status, 201u) << r.body;
    return c;
  }

  /// A buyer with one unit of a fresh product (stock 5) in the cart and a live intent.
  struct Checkout {
    Client client;
    long long productId;
    std::string secret;
  };
  static Checkout startCheckout() {
    auto c = buyer();
    auto pid = makeProductIn(app(), 5);
    EXPECT_EQ(add(c, pid, 1).status, 201u);
    auto r = c.postJson("/api/create-payment-intent", json::object{});
    EXPECT_EQ(r.status, 200u) << r.body;
    return {c, pid, std::string(r.json().at("clientSecret").as_string())};
  }

  /// Pays the checkout with `paymentMethod`; the order's id.
  static long long payOrder(Checkout& co, const std::string& paymentMethod) {
    auto paid = co.client.postJson("/api/checkout/confirm", confirmBody(co.secret, paymentMethod));
    EXPECT_EQ(paid.status, 200u) << paid.body;
    return paid.status == 200u ? paid.json().at("order").at("id").as_int64() : 0;
  }

  /// The buyer cancels the order; the order as the cancel answers it.
  static json::value cancelOrder(Checkout& co, long long orderId) {
    auto r =
        co.client.postJson("/api/orders/" + std::to_string(orderId) + "/cancel", json::object{});
    EXPECT_EQ(r.status, 200u) << r.body;
    return r.status == 200u ? r.json() : json::value(nullptr);
  }

  static json::object confirmBody(const std::string& secret, const std::string& paymentMethod) {
    auto body = payBody(secret);
    body.erase("card");
    body["paymentMethodId"] = paymentMethod;
    return body;
  }

  static domain::Quote quoteOf(const std::string& secret) {
    return app().database().read(
        [&](soci::session& s) { return *storage::CheckoutRepository::findBySecret(s, secret); });
  }

  static HttpResult postWebhook(const std::string& body, const std::string& signature) {
    Client c(own_->port);
    return c.request(verb::post, "/api/payments/webhooks/stripe", body,
                     {{"Content-Type", "application/json"}, {"Stripe-Signature", signature}});
  }

  /// Polls `done` for up to 10 s of real time (the reconciliation timer runs every second).
  template <class Fn>
  static bool eventually(Fn done) {
    for (int i = 0; i < 100; ++i) {
      if (done()) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return done();
  }

  static inline StripeStandIn* standIn_ = nullptr;
  static inline std::shared_ptr<util::ManualClock> clock_;
  static inline OwnApp* own_ = nullptr;
};

}  // namespace

TEST_F(StripeServer, PaysAnIntentOnceEvenWhenTheConfirmationIsRetried) {
  auto co = startCheckout();
  auto intent = co.client.get("/api/checkout/quote");
  ASSERT_EQ(intent.status, 200u) << intent.body;
  EXPECT_EQ(intent.json().at("provider").as_string(), "stripe");
  EXPECT_EQ(intent.json().at("publishableKey").as_string(), kPublishableKey);
  // An unpaid quote has not reached the provider: its intent is created on confirmation.
  EXPECT_EQ(quoteOf(co.secret).providerRef.rfind("pending_", 0), 0u);

  auto body = confirmBody(co.secret, "pm_card_visa");
  HttpResult twin;
  std::thread other([&] { twin = co.client.postJson("/api/checkout/confirm", body); });
  auto paid = co.client.postJson("/api/checkout/confirm", body);
  other.join();
  ASSERT_EQ(paid.status, 200u) << paid.body;
  EXPECT_EQ(paid.json().at("status").as_string(), "succeeded");
  auto orderId = paid.json().at("order").at("id");
  const auto ref = quoteOf(co.secret).providerRef;
  ASSERT_EQ(ref.rfind("pi_standin_", 0), 0u) << ref;
  // The twin, when it got through, answered the same order (never a second one).
  if (twin.status == 200u) {
    EXPECT_EQ(twin.json().at("order").at("id"), orderId) << twin.body;
  }
  // A later retry answers the same order; the stand-in charged once.
  auto again = co.client.postJson("/api/checkout/confirm", body);
  ASSERT_EQ(again.status, 200u) << again.body;
  EXPECT_EQ(again.json().at("order").at("id"), orderId);
  EXPECT_EQ(standIn().charges(ref), 1);
  EXPECT_EQ(quoteOf(co.secret).status, domain::QuoteStatus::kPaid);
  EXPECT_EQ(co.client.get("/api/orders").json().as_array().size(), 1u);
  EXPECT_EQ(stockIn(app(), co.productId), 4);
}

TEST_F(StripeServer, ADeclinedCardReleasesTheStock) {
  auto co = startCheckout();
  auto r =
      co.client.postJson("/api/checkout/confirm", confirmBody(co.secret, "pm_card_chargeDeclined"));
  EXPECT_EQ(r.status, 402u) << r.body;
  EXPECT_EQ(code(r), "payment_declined");
  EXPECT_EQ(standIn().charges(quoteOf(co.secret).providerRef), 0);
  EXPECT_EQ(quoteOf(co.secret).status, domain::QuoteStatus::kDeclined);
  EXPECT_EQ(stockIn(app(), co.productId), 5);
  EXPECT_EQ(co.client.get("/api/orders").json().as_array().size(), 0u);
}

TEST_F(StripeServer, ThreeDSecureCompletesOnlyThroughAValidlySignedWebhook) {
  auto co = startCheckout();
  auto r = co.client.postJson("/api/checkout/confirm",
                              confirmBody(co.secret, "pm_card_threeDSecure2Required"));
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("status").as_string(), "requires_action");
  EXPECT_NE(
      std::string(r.json().at("nextAction").at("redirectUrl").as_string()).find("hooks.stripe.com"),
      std::string::npos);
  const auto ref = quoteOf(co.secret).providerRef;
  standIn().completeAuthentication(ref);  // the buyer approved at the bank

  auto event = json::serialize(json::object{
      {"id", "evt_" + ref},
      {"object", "event"},
      {"type", "payment_intent.succeeded"},
      {"data",
       {{"object", {{"id", ref}, {"object", "payment_intent"}, {"status", "succeeded"}}}}}});
  const auto now = clock_->nowMs() / 1000;
  auto forged =
      postWebhook(event, payments::stripeSignatureHeader(event, "whsec_someone_else", now));
  EXPECT_EQ(forged.status, 400u) << forged.body;
  EXPECT_EQ(quoteOf(co.secret).status, domain::QuoteStatus::kAction);
  EXPECT_EQ(co.client.get("/api/orders").json().as_array().size(), 0u);

  auto valid = postWebhook(event, payments::stripeSignatureHeader(event, kTestWebhookSecret, now));
  ASSERT_EQ(valid.status, 200u) << valid.body;
  EXPECT_EQ(valid.json().at("result").as_string(), "applied");
  EXPECT_EQ(quoteOf(co.secret).status, domain::QuoteStatus::kPaid);
  EXPECT_EQ(co.client.get("/api/orders").json().as_array().size(), 1u);
  EXPECT_EQ(standIn().charges(ref), 1);
  EXPECT_EQ(stockIn(app(), co.productId), 4);
}

TEST_F(StripeServer, CancellingAPaidOrderRefundsItAtTheStandInOnce) {
  auto co = startCheckout();
  auto paid = co.client.postJson("/api/checkout/confirm", confirmBody(co.secret, "pm_card_visa"));
  ASSERT_EQ(paid.status, 200u) << paid.body;
  auto path =
      "/api/orders/" + std::to_string(paid.json().at("order").at("id").as_int64()) + "/cancel";
  auto cancel = co.client.postJson(path, json::object{});
  ASSERT_EQ(cancel.status, 200u) << cancel.body;
  EXPECT_EQ(cancel.json().at("status").as_string(), "cancelled");
  EXPECT_EQ(co.client.postJson(path, json::object{}).status, 409u);
  const auto ref = quoteOf(co.secret).providerRef;
  EXPECT_EQ(standIn().refunds(ref), 1);
  EXPECT_EQ(stockIn(app(), co.productId), 5);
}

TEST_F(StripeServer, APaymentLeftProcessingIsSettledWhileTheServerRuns) {
  auto co = startCheckout();
  app().shop().checkout().setAfterProviderCallHook(
      [] { throw std::runtime_error("simulated crash after the provider call"); });
  auto crashed =
      co.client.postJson("/api/checkout/confirm", confirmBody(co.secret, "pm_card_visa"));
  app().shop().checkout().setAfterProviderCallHook(nullptr);
  EXPECT_EQ(crashed.status, 500u) << crashed.body;
  const auto ref = quoteOf(co.secret).providerRef;
  EXPECT_EQ(standIn().charges(ref), 1);  // Stripe took the money; we have no order yet
  EXPECT_EQ(quoteOf(co.secret).status, domain::QuoteStatus::kProcessing);
  // Not yet a crash leftover: the timer leaves it alone.
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  EXPECT_EQ(quoteOf(co.secret).status, domain::QuoteStatus::kProcessing);
  clock_->advanceMs(services::CheckoutService::kReconcileAfterMs + 1000);
  EXPECT_TRUE(eventually([&] { return quoteOf(co.secret).status == domain::QuoteStatus::kPaid; }))
      << domain::quoteStatusName(quoteOf(co.secret).status);
  EXPECT_EQ(co.client.get("/api/orders").json().as_array().size(), 1u);
  EXPECT_EQ(standIn().charges(ref), 1);
  EXPECT_EQ(stockIn(app(), co.productId), 4);
}

TEST_F(StripeServer, ARefundTheProviderDidNotAnswerIsSettledWhileTheServerRuns) {
  auto co = startCheckout();
  auto orderId = payOrder(co, "pm_card_visa");
  ASSERT_GT(orderId, 0);
  standIn().failNext(500);  // the refund call fails: Stripe's answer is unknown
  auto cancel = cancelOrder(co, orderId);
  ASSERT_TRUE(cancel.is_object());
  const auto ref = quoteOf(co.secret).providerRef;
  auto refundStatus = [&] {
    return app().database().read([&](soci::session& s) {
      auto r = storage::PaymentRepository::refundForOrder(s, orderId);
      return r ? std::string(domain::refundStatusName(r->status)) : std::string("none");
    });
  };
  EXPECT_EQ(refundStatus(), "pending");
  EXPECT_EQ(standIn().refunds(ref), 0);
  clock_->advanceMs(services::RefundService::kReconcileAfterMs + 1000);
  EXPECT_TRUE(eventually([&] { return refundStatus() == "succeeded"; })) << refundStatus();
  EXPECT_EQ(standIn().refunds(ref), 1);
}

TEST_F(StripeServer, AFailedRefundStaffRetryAfterTheRefusalIsLiftedIsRefundedOnce) {
  auto co = startCheckout();
  auto orderId = payOrder(co, "pm_card_visa");
  ASSERT_GT(orderId, 0);
  const auto ref = quoteOf(co.secret).providerRef;
  // Stripe refuses the refund (e.g. balance_insufficient: the account's balance cannot cover it).
  standIn().failNext(400, "invalid_request_error");
  auto cancel = cancelOrder(co, orderId);
  ASSERT_TRUE(cancel.is_object());
  EXPECT_EQ(cancel.at("refund").at("status").as_string(), "failed");
  EXPECT_EQ(standIn().refunds(ref), 0);
  // The buyer is told it was refused, once, with what staff will do.
  EXPECT_EQ(refundNotices(co.client, orderId),
            std::vector<std::string>{"Refund for order #" + std::to_string(orderId) +
                                     " could not be completed"});

  // The balance topped up, staff try again: a new attempt under a new key, refunded once.
  Client admin(own_->port);
  signInAdmin(admin, *clock_);
  const auto path = "/api/admin/refunds/" + std::to_string(orderId) + "/retry";
  auto retried = admin.postJson(path, json::object{});
  ASSERT_EQ(retried.status, 200u) << retried.body;
  EXPECT_EQ(retried.json().at("status").as_string(), "succeeded");
  EXPECT_EQ(retried.json().at("attempts").as_int64(), 2);
  EXPECT_FALSE(retried.json().at("providerRef").as_string().empty());
  EXPECT_EQ(standIn().refunds(ref), 1);
  // Nothing more to try: a second retry is refused and Stripe is not asked again.
  EXPECT_EQ(admin.postJson(path, json::object{}).status, 409u);
  EXPECT_EQ(standIn().refunds(ref), 1);
  auto order = co.client.get("/api/orders/" + std::to_string(orderId));
  EXPECT_EQ(order.json().at("refund").at("status").as_string(), "succeeded");
  // And told when the retry paid it back.
  auto notices = refundNotices(co.client, orderId);
  ASSERT_EQ(notices.size(), 2u);
  EXPECT_EQ(notices.front(), "Refund for order #" + std::to_string(orderId) + " completed");
}

TEST_F(StripeServer, ARefundStripeAcceptedThenFailedIsRecordedFailedAndQueued) {
  auto co = startCheckout();
  auto orderId = payOrder(co, "pm_card_refundFail");
  ASSERT_GT(orderId, 0);
  const auto intent = quoteOf(co.secret).providerRef;
  auto cancel = cancelOrder(co, orderId);
  ASSERT_TRUE(cancel.is_object());
  EXPECT_EQ(cancel.at("refund").at("status").as_string(), "succeeded");
  // The cancellation's answer said it: no notification of the refund yet.
  EXPECT_TRUE(refundNotices(co.client, orderId).empty());

  // Days later the card's issuer returns it: Stripe sends the refund, now failed.
  auto refund = standIn().lastRefund(intent);
  ASSERT_TRUE(refund.is_object());
  const std::string refundId(refund.at("id").as_string());
  auto failed = standIn().finishRefund(refundId, "failed", "expired_or_canceled_card");
  auto event = json::serialize(json::object{{"id", "evt_refund_failed_" + refundId},
                                            {"object", "event"},
                                            {"type", "charge.refund.updated"},
                                            {"data", {{"object", failed}}}});
  const auto now = clock_->nowMs() / 1000;
  auto r = postWebhook(event, payments::stripeSignatureHeader(event, kTestWebhookSecret, now));
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("result").as_string(), "applied");
  auto order = co.client.get("/api/orders/" + std::to_string(orderId));
  EXPECT_EQ(order.json().at("refund").at("status").as_string(), "failed");
  // The buyer learns it from a notification, which names the reason.
  auto told = co.client.get("/api/notifications").json().at("items").at(0);
  EXPECT_EQ(told.at("title").as_string(),
            "Refund for order #" + std::to_string(orderId) + " could not be completed");
  EXPECT_NE(
      std::string(told.at("body").as_string()).find("The card's issuer did not accept the refund."),
      std::string::npos)
      << told.at("body");

  // Staff see it in the queue with the reason; the same event again changes nothing.
  Client admin(own_->port);
  signInAdmin(admin, *clock_);
  auto queue = admin.get("/api/admin/refunds?status=failed");
  ASSERT_EQ(queue.status, 200u) << queue.body;
  bool listed = false;
  const auto list = queue.json();
  for (const auto& e : list.as_array())
    if (e.at("orderId").as_int64() == orderId) {
      listed = true;
      EXPECT_EQ(e.at("message").as_string(), "The card's issuer did not accept the refund.");
    }
  EXPECT_TRUE(listed);
  auto again = postWebhook(event, payments::stripeSignatureHeader(event, kTestWebhookSecret, now));
  EXPECT_EQ(again.json().at("result").as_string(), "replayed");
  EXPECT_EQ(refundNotices(co.client, orderId).size(), 1u);
}

TEST_F(StripeServer, ARefundPendingAtStripeIsFollowedByItsIdUntilItEnds) {
  auto co = startCheckout();
  auto orderId = payOrder(co, "pm_card_visa");
  ASSERT_GT(orderId, 0);
  const auto intent = quoteOf(co.secret).providerRef;
  standIn().holdRefunds(true);
  auto cancel = cancelOrder(co, orderId);
  standIn().holdRefunds(false);
  ASSERT_TRUE(cancel.is_object());
  // Accepted, not finished: pending, not yet "refunded".
  EXPECT_EQ(cancel.at("refund").at("status").as_string(), "pending");
  auto refundStatus = [&] {
    return std::string(co.client.get("/api/orders/" + std::to_string(orderId))
                           .json()
                           .at("refund")
                           .at("status")
                           .as_string());
  };
  // Reconciliation reads the refund by its id while it is pending, and asks for no second one.
  clock_->advanceMs(services::RefundService::kReconcileAfterMs + 1000);
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  EXPECT_EQ(refundStatus(), "pending");
  EXPECT_EQ(standIn().refunds(intent), 1);
  standIn().finishRefund(std::string(standIn().lastRefund(intent).at("id").as_string()),
                         "succeeded");
  clock_->advanceMs(services::RefundService::kReconcileAfterMs + 1000);
  EXPECT_TRUE(eventually([&] { return refundStatus() == "succeeded"; })) << refundStatus();
  EXPECT_EQ(standIn().refunds(intent), 1);
  // The cancellation said "pending": the end is told.
  EXPECT_EQ(
      refundNotices(co.client, orderId),
      std::vector<std::string>{"Refund for order #" + std::to_string(orderId) + " completed"});
}
