// The admin console's refund queue: a refund the provider refused is listed for staff, who may ask
// the provider again as a new attempt (docs/admin-console.md, "Refunds"). The Stripe stand-in's
// case, a refusal lifted before the retry, is in stripe_app_test.cpp.
#include <gtest/gtest.h>

#include <stdexcept>
#include <thread>
#include <vector>

#include "admin_helpers.hpp"
#include "payments/test_processor.hpp"

using namespace aurum::testing;
using namespace aurum::testing::admin_console;

namespace {

/// The test processor's card whose refunds fail (Stripe's 4000 0000 0000 5126).
constexpr const char* kRefundsRefusedCard = "4000 0000 0000 5126";

struct PaidOrder {
  Client buyer;
  std::string email;
  long long orderId = 0;
  std::string total;
};

PaidOrder payWith(const std::string& card) {
  auto c = TestServer::get().client();
  auto email = TestServer::get().signUpClient(c, "refund");
  auto pid = makeProduct(5);
  EXPECT_EQ(add(c, pid, 1).status, 201u);
  auto r = c.postJson("/api/checkout/confirm", payBody(intentSecret(c), card));
  EXPECT_EQ(r.status, 200u) << r.body;
  auto order = r.json().at("order");
  return {c, email, order.at("id").as_int64(), std::string(order.at("totalAmount").as_string())};
}

json::value cancel(PaidOrder& o) {
  auto r = o.buyer.request(verb::post, "/api/orders/" + std::to_string(o.orderId) + "/cancel");
  EXPECT_EQ(r.status, 200u) << r.body;
  return r.json();
}

/// The queue's entry of `orderId` for `status` (null when absent).
json::value entry(long long orderId, const std::string& status = "") {
  auto r = admin().get("/api/admin/refunds" + (status.empty() ? "" : "?status=" + status));
  EXPECT_EQ(r.status, 200u) << r.body;
  auto list = r.json();
  for (const auto& e : list.as_array())
    if (e.at("orderId").as_int64() == orderId) return e;
  return nullptr;
}

long long failedRefundsOnDashboard() {
  auto r = admin().get("/api/admin/dashboard");
  EXPECT_EQ(r.status, 200u) << r.body;
  return r.json().at("failedRefunds").as_int64();
}

std::string retryPath(long long orderId) {
  return "/api/admin/refunds/" + std::to_string(orderId) + "/retry";
}

TEST(RefundQueue, ARefusedRefundIsListedForStaffWithItsReasonAndCustomer) {
  const auto failedBefore = failedRefundsOnDashboard();
  auto o = payWith(kRefundsRefusedCard);
  auto cancelled = cancel(o);
  EXPECT_EQ(cancelled.at("refund").at("status").as_string(), "failed");

  auto e = entry(o.orderId);
  ASSERT_TRUE(e.is_object()) << "the failed refund is not in the open queue";
  EXPECT_EQ(e.at("status").as_string(), "failed");
  EXPECT_EQ(e.at("message").as_string(), "The card's issuer did not accept the refund.");
  EXPECT_EQ(e.at("attempts").as_int64(), 1);
  EXPECT_EQ(e.at("amount").as_string(), o.total);
  EXPECT_EQ(e.at("provider").as_string(), "test");
  EXPECT_EQ(e.at("customer").at("email").as_string(), o.email);
  EXPECT_EQ(e.at("customer").at("firstName").as_string().empty(), false);
  EXPECT_TRUE(entry(o.orderId, "failed").is_object());
  EXPECT_TRUE(entry(o.orderId, "succeeded").is_null());
  EXPECT_TRUE(entry(o.orderId, "pending").is_null());
  EXPECT_EQ(failedRefundsOnDashboard(), failedBefore + 1);
  // The buyer hears of the cancellation, then of the refusal.
  const auto list = o.buyer.get("/api/notifications").json();
  const auto& items = list.at("items").as_array();
  ASSERT_GE(items.size(), 2u);
  const auto id = std::to_string(o.orderId);
  EXPECT_EQ(items.at(0).at("title").as_string(),
            "Refund for order #" + id + " could not be completed");
  EXPECT_EQ(items.at(1).at("title").as_string(), "Order #" + id + " is cancelled");
}

TEST(RefundQueue, StaffTryARefusedRefundAgainAsANewAuditedAttempt) {
  auto o = payWith(kRefundsRefusedCard);
  cancel(o);
  auto r = admin().postJson(retryPath(o.orderId), json::object{});
  ASSERT_EQ(r.status, 200u) << r.body;
  // The card still refuses: failed again, as the second attempt, with the provider's reason.
  EXPECT_EQ(r.json().at("status").as_string(), "failed");
  EXPECT_EQ(r.json().at("attempts").as_int64(), 2);
  EXPECT_EQ(r.json().at("message").as_string(), "The card's issuer did not accept the refund.");
  expectAudited("refund.retry", "order", o.orderId);
  // The order's own view says the same.
  auto order = o.buyer.get("/api/orders/" + std::to_string(o.orderId));
  ASSERT_EQ(order.status, 200u) << order.body;
  EXPECT_EQ(order.json().at("refund").at("status").as_string(), "failed");
  // The buyer was told of the refusal once, not again for the staff's second try.
  EXPECT_EQ(refundNotices(o.buyer, o.orderId).size(), 1u);
}

TEST(RefundQueue, OnlyAFailedRefundCanBeTriedAgain) {
  // A refund that succeeded: 409, and nothing changes.
  auto ok = payWith("4242 4242 4242 4242");
  EXPECT_EQ(cancel(ok).at("refund").at("status").as_string(), "succeeded");
  auto again = admin().postJson(retryPath(ok.orderId), json::object{});
  EXPECT_EQ(again.status, 409u) << again.body;
  EXPECT_EQ(again.json().at("code").as_string(), "conflict");
  auto e = entry(ok.orderId, "succeeded");
  ASSERT_TRUE(e.is_object());
  EXPECT_EQ(e.at("attempts").as_int64(), 1);
  EXPECT_TRUE(entry(ok.orderId).is_null());  // not open

  // An order never cancelled has no refund: 404. No such order: 404.
  auto live = payWith("4242 4242 4242 4242");
  EXPECT_EQ(admin().postJson(retryPath(live.orderId), json::object{}).status, 404u);
  EXPECT_EQ(admin().postJson(retryPath(999999999), json::object{}).status, 404u);
}

std::string settlePath(long long orderId) {
  return "/api/admin/refunds/" + std::to_string(orderId) + "/settle";
}

TEST(RefundQueue, StaffSettleARefusedRefundOutsideTheProviderWithItsReference) {
  auto o = payWith(kRefundsRefusedCard);
  cancel(o);
  const auto failedBefore = failedRefundsOnDashboard();
  auto r = admin().postJson(settlePath(o.orderId), {{"reference", "  BT-2026-0042  "}});
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("status").as_string(), "settled");
  EXPECT_EQ(r.json().at("settledReference").as_string(), "BT-2026-0042");
  EXPECT_EQ(r.json().at("attempts").as_int64(), 1);  // the provider was not asked again
  expectAudited("refund.settle", "order", o.orderId);
  EXPECT_EQ(auditRow("refund.settle", o.orderId).at("detail").as_string(), "BT-2026-0042");
  EXPECT_EQ(failedRefundsOnDashboard(), failedBefore - 1);
  EXPECT_TRUE(entry(o.orderId).is_null());  // no longer open
  EXPECT_TRUE(entry(o.orderId, "settled").is_object());
  auto order = o.buyer.get("/api/orders/" + std::to_string(o.orderId));
  EXPECT_EQ(order.json().at("refund").at("status").as_string(), "settled");
  // The buyer is told of the refusal, then of the transfer with its reference.
  const auto id = std::to_string(o.orderId);
  EXPECT_EQ(refundNotices(o.buyer, o.orderId),
            (std::vector<std::string>{"Refund for order #" + id + " paid by bank transfer",
                                      "Refund for order #" + id + " could not be completed"}));
  auto told = o.buyer.get("/api/notifications").json().at("items").at(0);
  EXPECT_EQ(told.at("body").as_string(), "$" + o.total +
                                             " was paid back to you by bank transfer (reference "
                                             "BT-2026-0042).");
  EXPECT_EQ(told.at("kind").as_string(), "order_status");
  EXPECT_EQ(told.at("link").as_string(), "/orders");
  // Settled is final: neither a retry nor a second settlement.
  EXPECT_EQ(admin().postJson(retryPath(o.orderId), json::object{}).status, 409u);
  EXPECT_EQ(admin().postJson(settlePath(o.orderId), {{"reference", "BT-2"}}).status, 409u);
}

// The buyer's notice runs after the settlement commits: its failure is logged, never the staff's
// error (the settlement stands and answers 200, as every other refund outcome).
TEST(RefundQueue, ASettlementStandsWhenTellingTheBuyerFails) {
  auto o = payWith(kRefundsRefusedCard);
  cancel(o);
  auto& refunds = TestServer::get().app->shop().refunds();
  int asked = 0;
  auto previous = refunds.setOutcomeHook([&](const aurum::domain::QueuedRefund&) {
    ++asked;
    throw std::runtime_error("the notification store is down");
  });
  auto r = admin().postJson(settlePath(o.orderId), {{"reference", "BT-2026-0099"}});
  refunds.setOutcomeHook(std::move(previous));
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(r.json().at("status").as_string(), "settled");
  EXPECT_TRUE(entry(o.orderId, "settled").is_object());
}

TEST(RefundQueue, ASettlementNeedsAReferenceAndAFailedRefund) {
  auto o = payWith(kRefundsRefusedCard);
  cancel(o);
  for (const auto& body :
       {json::object{}, json::object{{"reference", "   "}}, json::object{{"reference", 42}},
        json::object{{"reference", std::string(201, 'x')}}}) {
    auto r = admin().postJson(settlePath(o.orderId), body);
    EXPECT_EQ(r.status, 400u) << json::serialize(body) << " " << r.body;
    EXPECT_EQ(r.json().at("field").as_string(), "reference") << r.body;
  }
  EXPECT_TRUE(entry(o.orderId, "failed").is_object());  // unchanged
  auto ok = payWith("4242 4242 4242 4242");
  cancel(ok);  // refunded by the provider: nothing to settle
  EXPECT_EQ(admin().postJson(settlePath(ok.orderId), {{"reference", "BT-3"}}).status, 409u);
  EXPECT_EQ(admin().postJson(settlePath(999999999), {{"reference", "BT-4"}}).status, 404u);
}

TEST(RefundQueue, TheRefusingCardIsStillRefusedAfterTheProcessorRestarts) {
  // The test processor forgets its intents on a restart and decides a refund of an earlier
  // payment from what Aurum recorded of it, the card's brand and last four digits included.
  auto o = payWith(kRefundsRefusedCard);
  auto& processor =
      dynamic_cast<aurum::payments::TestProcessor&>(TestServer::get().app->shop().provider());
  processor.forget();
  auto cancelled = cancel(o);
  EXPECT_EQ(cancelled.at("refund").at("status").as_string(), "failed");
  auto e = entry(o.orderId, "failed");
  ASSERT_TRUE(e.is_object());
  EXPECT_EQ(e.at("message").as_string(), "The card's issuer did not accept the refund.");
  // Another card's payment from before the restart is refunded as before, under an id no earlier
  // refund has had.
  auto ok = payWith("4242 4242 4242 4242");
  processor.forget();
  EXPECT_EQ(cancel(ok).at("refund").at("status").as_string(), "succeeded");
  auto done = entry(ok.orderId, "succeeded");
  ASSERT_TRUE(done.is_object());
  const std::string ref(done.at("providerRef").as_string());
  EXPECT_EQ(ref.rfind("re_test_", 0), 0u) << ref;
  EXPECT_GT(ref.size(), std::string("re_test_").size() + 16) << ref;
}

TEST(RefundQueue, AnUnknownStatusFilterIsNamed) {
  auto r = admin().get("/api/admin/refunds?status=refunded");
  ASSERT_EQ(r.status, 400u) << r.body;
  EXPECT_EQ(r.json().at("code").as_string(), "validation_error");
  EXPECT_EQ(r.json().at("field").as_string(), "status");
}

TEST(RefundQueue, TwoStaffRetryingAtOnceMakeOneAttempt) {
  auto o = payWith(kRefundsRefusedCard);
  cancel(o);
  std::vector<unsigned> statuses(2);
  {
    std::vector<std::thread> staff;
    for (int i = 0; i < 2; ++i)
      staff.emplace_back([&, i] {
        auto c = admin();
        statuses[i] = c.postJson(retryPath(o.orderId), json::object{}).status;
      });
    for (auto& t : staff) t.join();
  }
  // Either both ran one after the other (the second found it failed again and made attempt 3),
  // or the second found it pending (409). Never two requests under one attempt's number.
  auto e = entry(o.orderId, "failed");
  ASSERT_TRUE(e.is_object());
  const long long attempts = e.at("attempts").as_int64();
  const int succeeded = (statuses[0] == 200u) + (statuses[1] == 200u);
  EXPECT_GE(succeeded, 1);
  EXPECT_EQ(attempts, 1 + succeeded);
  for (auto s : statuses) EXPECT_TRUE(s == 200u || s == 409u) << s;
}

}  // namespace
