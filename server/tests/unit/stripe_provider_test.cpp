// StripeProvider against the local Stripe stand-in (stripe_standin.hpp): Stripe's wire format,
// its errors and its idempotency behaviour. No network here reaches Stripe itself.
#include "payments/stripe_provider.hpp"

#include <gtest/gtest.h>

#include <functional>

#include "domain/error.hpp"
#include "http/client.hpp"
#include "payments/stripe_json.hpp"
#include "stripe_standin.hpp"

using aurum::domain::AppError;
using aurum::domain::ErrorCode;
using aurum::payments::PaymentMethodInput;
using aurum::payments::PaymentStatus;
using aurum::payments::StripeOptions;
using aurum::payments::StripeProvider;
using aurum::testing::StripeStandIn;

namespace {

StripeProvider providerFor(const StripeStandIn& standIn,
                           std::string key = StripeStandIn::kSecretKey) {
  StripeOptions o;
  o.secretKey = std::move(key);
  o.apiBase = standIn.baseUrl();
  o.timeout = std::chrono::milliseconds(3000);
  return StripeProvider(o);
}

PaymentMethodInput pm(const std::string& id) {
  PaymentMethodInput m;
  m.paymentMethodId = id;
  return m;
}

ErrorCode codeOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const AppError& e) {
    return e.code();
  }
  ADD_FAILURE() << "no AppError";
  return ErrorCode::kInternal;
}

}  // namespace

TEST(StripeProvider, CreatesAndConfirmsAnIntentWithTheVisaTestCard) {
  StripeStandIn stripe;
  auto p = providerFor(stripe);
  EXPECT_TRUE(p.testMode());
  auto id = p.createIntent(12345, "ref1");
  EXPECT_EQ(id.rfind("pi_", 0), 0u);
  auto r = p.confirm(id, 12345, pm("pm_card_visa"), "key-1");
  EXPECT_EQ(r.status, PaymentStatus::kSucceeded);
  EXPECT_EQ(r.brand, "Visa");
  EXPECT_EQ(r.last4, "4242");
  EXPECT_EQ(p.retrieve(id).status, PaymentStatus::kSucceeded);
  EXPECT_EQ(stripe.charges(id), 1);
}

TEST(StripeProvider, SameIdempotencyKeyNeverChargesTwice) {
  StripeStandIn stripe;
  auto p = providerFor(stripe);
  auto id = p.createIntent(500, "ref2");
  EXPECT_EQ(p.confirm(id, 500, pm("pm_card_visa"), "key-2").status, PaymentStatus::kSucceeded);
  // A retry after a lost answer: the stand-in replays the stored answer, nothing more is charged.
  EXPECT_EQ(p.confirm(id, 500, pm("pm_card_visa"), "key-2").status, PaymentStatus::kSucceeded);
  EXPECT_EQ(stripe.charges(id), 1);
  // The same key with other parameters is Stripe's idempotency_error: a clear 409, not a charge.
  EXPECT_EQ(codeOf([&] { p.confirm(id, 500, pm("pm_card_chargeDeclined"), "key-2"); }),
            ErrorCode::kConflict);
  EXPECT_EQ(stripe.charges(id), 1);
}

TEST(StripeProvider, DeclineCarriesStripesMessage) {
  StripeStandIn stripe;
  auto p = providerFor(stripe);
  auto id = p.createIntent(500, "ref3");
  auto r = p.confirm(id, 500, pm("pm_card_chargeDeclined"), "key-3");
  EXPECT_EQ(r.status, PaymentStatus::kDeclined);
  EXPECT_EQ(r.message, "Your card was declined.");
  EXPECT_EQ(p.retrieve(id).status, PaymentStatus::kDeclined);
  EXPECT_EQ(stripe.charges(id), 0);
}

TEST(StripeProvider, ThreeDSecureSurfacesTheBanksPageThenReadsTheOutcome) {
  StripeStandIn stripe;
  auto p = providerFor(stripe);
  auto id = p.createIntent(500, "ref4");
  auto r = p.confirm(id, 500, pm("pm_card_threeDSecure2Required"), "key-4");
  EXPECT_EQ(r.status, PaymentStatus::kRequiresAction);
  EXPECT_NE(r.actionUrl.find("https://hooks.stripe.com/"), std::string::npos);
  EXPECT_EQ(p.authenticate(id, false).status, PaymentStatus::kDeclined);  // the buyer gave up
  stripe.completeAuthentication(id);
  EXPECT_EQ(p.authenticate(id, true).status, PaymentStatus::kSucceeded);
}

TEST(StripeProvider, RefundsOnceUnderItsKey) {
  StripeStandIn stripe;
  auto p = providerFor(stripe);
  auto id = p.createIntent(700, "ref5");
  p.confirm(id, 700, pm("pm_card_visa"), "key-5");
  auto r = p.refund(id, 700, "refund-5");
  EXPECT_TRUE(r.succeeded);
  EXPECT_EQ(r.ref.rfind("re_", 0), 0u);
  auto again = p.refund(id, 700, "refund-5");  // replayed: the same refund
  EXPECT_TRUE(again.succeeded);
  EXPECT_EQ(again.ref, r.ref);
  EXPECT_EQ(stripe.refunds(id), 1);
  auto other = p.refund(id, 700, "refund-5b");  // a new key: Stripe refuses a second refund
  EXPECT_FALSE(other.succeeded);
  EXPECT_EQ(stripe.refunds(id), 1);
}

TEST(StripeProvider, RefundsAChargeInPartsUpToWhatWasCharged) {
  // One payment for two sellers' orders: each order's cancellation refunds its own share.
  StripeStandIn stripe;
  auto p = providerFor(stripe);
  auto id = p.createIntent(1000, "ref6");
  p.confirm(id, 1000, pm("pm_card_visa"), "key-6");
  EXPECT_TRUE(p.refund(id, 600, "refund-6a").succeeded);
  EXPECT_FALSE(p.refund(id, 401, "refund-6b").succeeded);  // more than is left
  EXPECT_TRUE(p.refund(id, 400, "refund-6c").succeeded);
  EXPECT_FALSE(p.refund(id, 1, "refund-6d").succeeded);  // nothing left
  EXPECT_EQ(stripe.refunds(id), 2);
}

TEST(StripeProvider, APendingRefundIsReadBackByItsIdUntilItEnds) {
  StripeStandIn stripe;
  auto p = providerFor(stripe);
  auto id = p.createIntent(900, "ref7");
  p.confirm(id, 900, pm("pm_card_visa"), "key-7");
  stripe.holdRefunds(true);
  auto r = p.refund(id, 900, "refund-7");
  EXPECT_FALSE(r.succeeded);
  EXPECT_TRUE(r.pending);
  EXPECT_TRUE(r.message.empty());
  EXPECT_TRUE(p.retrieveRefund(r.ref).pending);
  stripe.finishRefund(r.ref, "failed", "lost_or_stolen_card");
  auto ended = p.retrieveRefund(r.ref);
  EXPECT_FALSE(ended.succeeded);
  EXPECT_FALSE(ended.pending);
  EXPECT_EQ(ended.message, "The card's issuer did not accept the refund.");
  EXPECT_EQ(stripe.refunds(id), 1);
  EXPECT_EQ(codeOf([&] { p.retrieveRefund("re_nothing"); }), ErrorCode::kBadRequest);
}

TEST(StripeJson, ARefundObjectReadsAsItsOutcome) {
  using aurum::payments::stripe_json::refundOf;
  auto of = [](const char* status, const char* reason = "") {
    boost::json::object o{{"id", "re_1"}, {"status", status}};
    if (*reason) o["failure_reason"] = reason;
    return refundOf(o);
  };
  EXPECT_TRUE(of("succeeded").succeeded);
  EXPECT_TRUE(of("pending").pending);
  EXPECT_TRUE(of("requires_action").pending);
  EXPECT_EQ(of("failed", "insufficient_funds").message,
            "The account's balance could not cover the refund.");
  EXPECT_EQ(of("failed", "something_new").message, "The refund failed.");
  EXPECT_EQ(of("canceled").message, "The refund was canceled.");
  for (const char* s : {"failed", "canceled", ""}) {
    EXPECT_FALSE(of(s).succeeded) << s;
    EXPECT_FALSE(of(s).pending) << s;
  }
  EXPECT_EQ(of("pending").ref, "re_1");
}

TEST(StripeProvider, StripeErrorsBecomeClearAnswersNever500) {
  StripeStandIn stripe;
  auto p = providerFor(stripe);
  auto id = p.createIntent(500, "ref6");
  EXPECT_EQ(codeOf([&] { providerFor(stripe, "sk_test_wrong").retrieve(id); }),
            ErrorCode::kUnavailable);  // 401
  stripe.failNext(429, "invalid_request_error");
  EXPECT_EQ(codeOf([&] { p.retrieve(id); }), ErrorCode::kUnavailable);
  stripe.failNext(500);
  EXPECT_EQ(codeOf([&] { p.confirm(id, 500, pm("pm_card_visa"), "key-6"); }),
            ErrorCode::kUnavailable);
  stripe.failNext(409, "idempotency_error");
  EXPECT_EQ(codeOf([&] { p.confirm(id, 500, pm("pm_card_visa"), "key-6b"); }),
            ErrorCode::kConflict);
  EXPECT_EQ(codeOf([&] { p.retrieve("pi_missing"); }),
            ErrorCode::kBadRequest);  // 404 resource_missing
  EXPECT_EQ(codeOf([&] { p.confirm(id, 500, pm("pm_nonsense"), "key-6c"); }),
            ErrorCode::kBadRequest);
  EXPECT_EQ(stripe.charges(id), 0);
  // Nothing listening: unavailable, so the attempt stays processing and a retry is safe.
  StripeOptions o;
  o.secretKey = StripeStandIn::kSecretKey;
  o.apiBase = "http://127.0.0.1:9";
  o.timeout = std::chrono::milliseconds(500);
  EXPECT_EQ(codeOf([&] { StripeProvider(o).retrieve(id); }), ErrorCode::kUnavailable);
}

TEST(StripeProvider, FormEncodingEscapesBracketsAndSpaces) {
  EXPECT_EQ(aurum::payments::formEncode({{"metadata[order_ref]", "a b&c"}, {"amount", "100"}}),
            "metadata%5Border_ref%5D=a%20b%26c&amount=100");
}
