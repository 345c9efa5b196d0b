// Checkout and orders: payment intents, confirmation, idempotency, declines, 3-D Secure, quote
// expiry, the buyers racing for the last units, and the trader moving orders along.
#include <atomic>
#include <thread>

#include "harness.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;
namespace json = boost::json;
using boost::beast::http::verb;

TEST(Checkout, PaysOnceCreatesOrderPortfolioAndEmptiesCart) {
  auto c = buyer();
  auto pid = makeProduct(10, 1000, "gold");
  ASSERT_EQ(add(c, pid, 2).status, 201u);
  auto i1 = c.postJson("/api/create-payment-intent", {{"amount", 1}});
  ASSERT_EQ(i1.status, 200u) << i1.body;
  auto intent = i1.json().as_object();
  EXPECT_EQ(intent.at("provider").as_string(), "test");
  EXPECT_TRUE(intent.at("testMode").as_bool());
  EXPECT_GT(cents(intent.at("total")), 100);  // the client's amount of 1 is ignored
  EXPECT_EQ(stockOf(pid), 8);                 // reserved
  auto i2 = c.postJson("/api/create-payment-intent", json::object{});
  EXPECT_EQ(i2.json().at("clientSecret"), intent.at("clientSecret"));  // reload: same intent
  EXPECT_EQ(stockOf(pid), 8);
  std::string secret(intent.at("clientSecret").as_string());

  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("status").as_string(), "succeeded");
  auto order = r.json().at("order").as_object();
  EXPECT_EQ(order.at("status").as_string(), "processing");
  EXPECT_EQ(order.at("paymentMethod").as_string(),
            "Visa \xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2 4242");
  EXPECT_EQ(order.at("totalAmount"), intent.at("total"));
  EXPECT_EQ(order.at("history").as_array().size(), 2u);
  EXPECT_EQ(r.body.find("4242424242424242"), std::string::npos);

  // Confirming again returns the same order, never a second one.
  auto again = c.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(again.status, 200u) << again.body;
  EXPECT_EQ(again.json().at("order").at("id"), order.at("id"));
  EXPECT_EQ(stockOf(pid), 8);
  EXPECT_TRUE(c.get("/api/cart").json().as_array().empty());

  auto orders = c.get("/api/orders").json().as_array();
  ASSERT_EQ(orders.size(), 1u);
  for (auto f : {"id", "createdAt", "status", "totalAmount", "paymentMethod", "trackingNumber"})
    EXPECT_TRUE(orders[0].as_object().contains(f)) << f;
  EXPECT_TRUE(orders[0].at("trackingNumber").is_null());
  auto detail = c.get("/api/orders/" + std::to_string(order.at("id").as_int64()));
  ASSERT_EQ(detail.status, 200u);
  EXPECT_EQ(detail.json().at("shippingAddress").at("country").as_string(), "US");
  EXPECT_EQ(buyer().get("/api/orders/" + std::to_string(order.at("id").as_int64())).status, 404u);
  auto csv = c.get("/api/orders/export.csv");
  EXPECT_EQ(csv.status, 200u);
  EXPECT_NE(csv.header("Content-Type").find("text/csv"), std::string::npos);

  auto pf = c.get("/api/portfolio").json().as_array();
  ASSERT_EQ(pf.size(), 1u);
  EXPECT_EQ(pf[0].at("metalType").as_string(), "gold");
  EXPECT_DOUBLE_EQ(pf[0].at("quantity").to_number<double>(), 2.0);
  auto summary = c.get("/api/portfolio/summary").json();
  EXPECT_EQ(summary.at("itemCount").as_int64(), 2);
  EXPECT_EQ(cents(summary.at("costBasis")), cents(intent.at("subtotal")));
  EXPECT_FALSE(summary.at("history").as_array().empty());
  // Valued at the stored daily closes; today is the live value. Bought this month with nothing
  // held before it, so the month's market P&L is value minus what was paid.
  EXPECT_EQ(summary.at("historyBasis").as_string(), "close");
  const auto& history = summary.at("history").as_array();
  EXPECT_EQ(cents(history.back().at("value")), cents(summary.at("totalValue")));
  EXPECT_EQ(cents(summary.at("monthlyPnl")),
            cents(summary.at("totalValue")) - cents(summary.at("costBasis")));
  auto tx = c.get("/api/transactions").json().as_array();
  ASSERT_EQ(tx.size(), 1u);
  EXPECT_EQ(tx[0].at("type").as_string(), "purchase");
  EXPECT_EQ(c.get("/api/portfolio/export.csv").status, 200u);
}

TEST(Checkout, IdempotencyKeyReplaysTheFirstAnswer) {
  auto c = buyer();
  auto pid = makeProduct(10);
  add(c, pid, 1);
  std::map<std::string, std::string> h{{"Content-Type", "application/json"},
                                       {"Idempotency-Key", "k-1"}};
  auto a = c.request(verb::post, "/api/create-payment-intent", "{}", h);
  ASSERT_EQ(a.status, 200u) << a.body;
  add(c, pid, 1);  // the cart changes, yet a retry with the same key gets the first answer
  auto b = c.request(verb::post, "/api/create-payment-intent", "{}", h);
  EXPECT_EQ(b.body, a.body);
  EXPECT_EQ(b.header("Idempotent-Replayed"), "true");
  auto secret = std::string(c.postJson("/api/create-payment-intent", json::object{})
                                .json()
                                .at("clientSecret")
                                .as_string());
  std::map<std::string, std::string> k2{{"Content-Type", "application/json"},
                                        {"Idempotency-Key", "pay-1"}};
  auto body = json::serialize(payBody(secret));
  auto p1 = c.request(verb::post, "/api/checkout/confirm", body, k2);
  auto p2 = c.request(verb::post, "/api/checkout/confirm", body, k2);
  ASSERT_EQ(p1.status, 200u) << p1.body;
  EXPECT_EQ(p2.body, p1.body);
  EXPECT_EQ(c.get("/api/orders").json().as_array().size(), 1u);
}

TEST(Checkout, DeclinedCardOrdersNothingAndReleasesStock) {
  auto c = buyer();
  auto pid = makeProduct(5);
  add(c, pid, 2);
  auto secret = intentSecret(c);
  EXPECT_EQ(stockOf(pid), 3);
  auto r = c.postJson("/api/checkout/confirm", payBody(secret, "4000 0000 0000 0002"));
  EXPECT_EQ(r.status, 402u) << r.body;
  EXPECT_EQ(code(r), "payment_declined");
  EXPECT_EQ(r.json().at("message").as_string(), "Your card was declined.");
  EXPECT_EQ(stockOf(pid), 5);
  // The declined attempt no longer counts towards the buyer's purchase limits.
  EXPECT_EQ(c.get("/api/compliance/limits").json().at("daily").at("used").as_string(), "0.00");
  EXPECT_TRUE(c.get("/api/orders").json().as_array().empty());
  EXPECT_EQ(c.get("/api/cart").json().as_array().size(), 1u);
  // A retry starts a new intent; the declined one is closed.
  EXPECT_EQ(c.postJson("/api/checkout/confirm", payBody(secret)).status, 409u);
  auto fresh = intentSecret(c);
  EXPECT_NE(fresh, secret);
  EXPECT_EQ(c.postJson("/api/checkout/confirm", payBody(fresh)).status, 200u);
}

TEST(Checkout, CardAndShippingErrorsNameTheField) {
  auto c = buyer();
  add(c, makeProduct(5), 1);
  auto secret = intentSecret(c);
  auto expect = [&](json::object body, const char* f) {
    auto r = c.postJson("/api/checkout/confirm", body);
    EXPECT_EQ(r.status, 400u) << f << " " << r.body;
    if (r.status == 400u) {
      EXPECT_EQ(field(r), f);
    }
  };
  auto b = payBody(secret, "4242 4242 4242 4241");
  expect(b, "card.number");
  b = payBody(secret);
  b["card"].as_object()["expYear"] = 2020;
  expect(b, "card.expYear");
  b = payBody(secret);
  b["card"].as_object()["cvc"] = "12";
  expect(b, "card.cvc");
  b = payBody(secret);
  b["card"].as_object()["name"] = " ";
  expect(b, "card.name");
  b = payBody(secret);
  b["shipping"].as_object().erase("zipCode");
  expect(b, "shipping.zipCode");
  EXPECT_EQ(c.postJson("/api/checkout/confirm", payBody("qt_secret_nope")).status, 404u);
  auto other = buyer();
  EXPECT_EQ(other.postJson("/api/checkout/confirm", payBody(secret)).status, 404u);
  EXPECT_EQ(buyer().postJson("/api/create-payment-intent", json::object{}).status,
            400u);  // empty cart
}

TEST(Checkout, ThreeDSecureApproveAndDeny) {
  auto c = buyer();
  auto pid = makeProduct(5);
  add(c, pid, 1);
  auto r = c.postJson("/api/checkout/confirm", payBody(intentSecret(c), "4000 0025 0000 3155"));
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("status").as_string(), "requires_action");
  auto url = std::string(r.json().at("nextAction").at("url").as_string());
  EXPECT_EQ(buyer().postJson(url, {{"approve", true}}).status, 404u);
  auto ok = c.postJson(url, {{"approve", true}});
  ASSERT_EQ(ok.status, 200u) << ok.body;
  EXPECT_EQ(ok.json().at("status").as_string(), "succeeded");
  EXPECT_EQ(stockOf(pid), 4);

  add(c, pid, 1);
  r = c.postJson("/api/checkout/confirm", payBody(intentSecret(c), "4000 0025 0000 3155"));
  url = std::string(r.json().at("nextAction").at("url").as_string());
  EXPECT_EQ(stockOf(pid), 3);
  auto no = c.postJson(url, {{"approve", false}});
  EXPECT_EQ(no.status, 402u) << no.body;
  EXPECT_EQ(stockOf(pid), 4);
  EXPECT_EQ(c.get("/api/orders").json().as_array().size(), 1u);
}

TEST(Checkout, ExpiredQuoteReleasesStockAndRequotes) {
  auto& ts = TestServer::get();
  auto c = buyer();
  auto pid = makeProduct(5);
  add(c, pid, 2);
  auto first = c.postJson("/api/create-payment-intent", json::object{}).json();
  EXPECT_EQ(stockOf(pid), 3);
  ts.clock->advanceMs(11 * 60 * 1000);
  auto r = c.postJson("/api/checkout/confirm",
                      payBody(std::string(first.at("clientSecret").as_string())));
  EXPECT_EQ(r.status, 409u) << r.body;
  EXPECT_EQ(field(r), "quoteId");
  EXPECT_EQ(stockOf(pid), 5);
  auto second = c.postJson("/api/create-payment-intent", json::object{}).json();
  EXPECT_NE(second.at("quoteId"), first.at("quoteId"));
  EXPECT_EQ(second.at("previousTotal"), first.at("total"));
  bool higher = cents(second.at("total")) > cents(first.at("total"));
  EXPECT_EQ(second.at("requiresAcceptance").as_bool(), higher);
  std::string secret(second.at("clientSecret").as_string());
  // Secrets are time-ordered (their unique index grows at one end): the later quote's sorts after.
  EXPECT_LT(std::string(first.at("clientSecret").as_string()), secret);
  if (higher) {
    EXPECT_EQ(c.postJson("/api/checkout/confirm", payBody(secret)).status, 409u);
    EXPECT_EQ(c.postJson("/api/checkout/accept-quote", {{"quoteId", second.at("quoteId")}}).status,
              200u);
  }
  EXPECT_EQ(c.postJson("/api/checkout/confirm", payBody(secret)).status, 200u);
}

// Stock held by another buyer's quote past its ten minutes is sold again before any sweep has
// run: a shortage found by a cart or a new quote expires such quotes first.
TEST(Checkout, StockHeldByAnotherBuyersExpiredQuoteIsSoldAgain) {
  auto& ts = TestServer::get();
  auto pid = makeProduct(3);
  auto early = buyer(), late = buyer(), holder = buyer();
  ASSERT_EQ(add(early, pid, 2).status, 201u);  // carted while the stock was there
  ASSERT_EQ(add(holder, pid, 3).status, 201u);
  auto held = holder.postJson("/api/create-payment-intent", json::object{});
  ASSERT_EQ(held.status, 200u) << held.body;
  EXPECT_EQ(stockOf(pid), 0);
  EXPECT_EQ(add(late, pid, 1).status, 409u);  // the holder's quote is live
  EXPECT_EQ(early.postJson("/api/create-payment-intent", json::object{}).status, 409u);

  ts.clock->advanceMs(11 * 60 * 1000);
  // A new quote finds the product short, expires the holder's quote and takes the units.
  auto quote = early.postJson("/api/create-payment-intent", json::object{});
  ASSERT_EQ(quote.status, 200u) << quote.body;
  EXPECT_EQ(stockOf(pid), 1);
  ASSERT_EQ(add(late, pid, 1).status, 201u);
  EXPECT_EQ(holder
                .postJson("/api/checkout/confirm",
                          payBody(std::string(held.json().at("clientSecret").as_string())))
                .status,
            409u);  // expired, and its units went to the others
  EXPECT_EQ(early
                .postJson("/api/checkout/confirm",
                          payBody(std::string(quote.json().at("clientSecret").as_string())))
                .status,
            200u);
  EXPECT_EQ(stockOf(pid), 1);
}

// A cart that finds the product short expires quotes past their time too (no quote of its own).
TEST(Checkout, ACartFindsStockHeldByAnExpiredQuote) {
  auto& ts = TestServer::get();
  auto pid = makeProduct(2);
  auto holder = buyer(), late = buyer();
  ASSERT_EQ(add(holder, pid, 2).status, 201u);
  ASSERT_EQ(holder.postJson("/api/create-payment-intent", json::object{}).status, 200u);
  EXPECT_EQ(add(late, pid, 2).status, 409u);
  ts.clock->advanceMs(11 * 60 * 1000);
  EXPECT_EQ(add(late, pid, 2).status, 201u);
  EXPECT_EQ(stockOf(pid), 2);  // back from the expired quote, not yet taken by a quote
  EXPECT_EQ(ts.app->shop().checkout().expireDue(), 0);  // nothing left to sweep
}

TEST(Checkout, PaymentLimitsAreRefusedWithAClearMessage) {
  auto c = buyer();
  add(c, makeProduct(5, 60'000'000), 2);  // two units above 1.2 million dollars
  auto r = c.postJson("/api/create-payment-intent", json::object{});
  EXPECT_EQ(r.status, 400u) << r.body;
  EXPECT_EQ(field(r), "total");
  EXPECT_NE(std::string(r.json().at("message").as_string()).find("999,999.99"), std::string::npos);
}

TEST(Checkout, RacingBuyersForTheLastUnitsNeverOversell) {
  constexpr int kBuyers = 8, kUnits = 3;
  auto pid = makeProduct(kUnits);
  std::vector<Client> clients;
  for (int i = 0; i < kBuyers; ++i) {
    clients.push_back(buyer());
    ASSERT_EQ(add(clients.back(), pid, 1).status, 201u);
  }
  std::atomic<int> paid{0}, refused{0};
  std::vector<std::thread> threads;
  for (auto& c : clients)
    threads.emplace_back([&, cl = &c] {
      auto i = cl->postJson("/api/create-payment-intent", json::object{});
      if (i.status != 200) {
        if (i.status == 409) ++refused;
        return;
      }
      auto secret = std::string(i.json().at("clientSecret").as_string());
      // Confirm twice concurrently: still one order.
      std::thread twin([&] { cl->postJson("/api/checkout/confirm", payBody(secret)); });
      auto r = cl->postJson("/api/checkout/confirm", payBody(secret));
      twin.join();
      if (r.status == 200) ++paid;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(paid.load(), kUnits);
  EXPECT_EQ(refused.load(), kBuyers - kUnits);
  EXPECT_EQ(stockOf(pid), 0);
  int orders = 0;
  for (auto& c : clients) orders += static_cast<int>(c.get("/api/orders").json().as_array().size());
  EXPECT_EQ(orders, kUnits);
}

TEST(Orders, TraderMovesOrdersAlongTheTableAndCancelRestoresStock) {
  auto c = buyer();
  auto seeded = c.get("/api/products?metalType=silver").json().as_array();
  auto pid = seeded[0].at("id").as_int64();  // sold by the demo trader
  add(c, pid, 1);
  auto r = c.postJson("/api/checkout/confirm", payBody(intentSecret(c)));
  ASSERT_EQ(r.status, 200u) << r.body;
  auto id = std::to_string(r.json().at("order").at("id").as_int64());
  auto t = trader();
  auto managed = t.get("/api/orders/manage");
  ASSERT_EQ(managed.status, 200u);
  EXPECT_NE(managed.body.find("\"id\":" + id), std::string::npos);
  EXPECT_EQ(t.get("/api/orders/" + id).status, 200u);
  auto s = t.postJson("/api/orders/" + id + "/status", {{"status", "shipped"}});
  EXPECT_EQ(s.status, 400u);
  EXPECT_EQ(field(s), "trackingNumber");
  EXPECT_EQ(t.postJson("/api/orders/" + id + "/status", {{"status", "bogus"}}).status, 400u);
  EXPECT_EQ(t.postJson("/api/orders/" + id + "/status", {{"status", "delivered"}}).status, 409u);
  s = t.postJson("/api/orders/" + id + "/status",
                 {{"status", "shipped"}, {"trackingNumber", "1Z999"}});
  ASSERT_EQ(s.status, 200u) << s.body;
  EXPECT_EQ(s.json().at("trackingNumber").as_string(), "1Z999");
  EXPECT_EQ(c.postJson("/api/orders/" + id + "/cancel", json::object{}).status, 409u);
  EXPECT_EQ(t.postJson("/api/orders/" + id + "/status", {{"status", "delivered"}}).status, 200u);
  EXPECT_EQ(c.get("/api/orders/" + id).json().at("history").as_array().size(), 4u);
  EXPECT_EQ(c.postJson("/api/orders/" + id + "/status", {{"status", "cancelled"}}).status, 403u);

  // A second order cancelled by the buyer before shipment: stock back, ledger reversed.
  auto before = stockOf(pid);
  add(c, pid, 2);
  r = c.postJson("/api/checkout/confirm", payBody(intentSecret(c)));
  ASSERT_EQ(r.status, 200u);
  auto id2 = std::to_string(r.json().at("order").at("id").as_int64());
  EXPECT_EQ(stockOf(pid), before - 2);
  auto cancel = c.postJson("/api/orders/" + id2 + "/cancel", json::object{});
  ASSERT_EQ(cancel.status, 200u) << cancel.body;
  EXPECT_EQ(cancel.json().at("status").as_string(), "cancelled");
  EXPECT_EQ(stockOf(pid), before);
  auto pf = c.get("/api/portfolio").json().as_array();
  ASSERT_EQ(pf.size(), 1u);
  EXPECT_DOUBLE_EQ(pf[0].at("quantity").to_number<double>(),
                   seeded[0].at("weight").to_number<double>());
  auto tx = c.get("/api/transactions").json().as_array();
  ASSERT_EQ(tx.size(), 3u);
  EXPECT_EQ(tx[0].at("type").as_string(), "cancellation");
  EXPECT_EQ(cents(tx[0].at("amount")), -cents(tx[1].at("amount")));
  EXPECT_EQ(buyer().postJson("/api/orders/" + id2 + "/cancel", json::object{}).status, 404u);
}
