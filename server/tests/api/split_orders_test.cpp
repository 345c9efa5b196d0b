// One checkout of several sellers' products: one payment, one order per seller (issue 13).
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "payments/test_processor.hpp"
#include "shop_helpers.hpp"
#include "storage/checkout_repository.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;

namespace {

/// A fresh, approved gold trader signed in on `c`; returns its user id.
long long approvedTrader(Client& c) {
  auto& ts = TestServer::get();
  auto email = uniqueEmail("seller");
  json::object body{{"role", "gold_trader"},
                    {"firstName", "Sam"},
                    {"lastName", "Seller"},
                    {"email", email},
                    {"password", "a long enough password"},
                    {"companyName", "Second Bullion Ltd"},
                    {"tradingLicense", "LIC-77777"},
                    {"businessAddress", "2 Vault Lane, Zurich"},
                    {"tradingVolume", "1m-5m"},
                    {"businessType", "dealer"},
                    {"experience", "5+"}};
  auto r = c.postJson("/api/auth/register", body);
  EXPECT_EQ(r.status, 201u) << r.body;
  long long id = r.json().at("user").at("id").as_int64();
  auto admin = ts.client();
  signInAdmin(admin, *ts.clock);
  EXPECT_EQ(
      admin.request(verb::post, "/api/admin/traders/" + std::to_string(id) + "/approve").status,
      200u);
  EXPECT_EQ(
      c.postJson("/api/auth/login", {{"email", email}, {"password", "a long enough password"}})
          .status,
      200u);
  return id;
}

long long productOf(long long sellerId, long long stock, long long premiumCents) {
  return makeSellerProduct(sellerId, stock, premiumCents);
}

std::set<long long> managedIds(Client& c, const std::string& query = "") {
  auto r = c.get("/api/orders/manage" + query);
  EXPECT_EQ(r.status, 200u) << r.body;
  std::set<long long> ids;
  auto body = r.json();
  for (const auto& o : body.as_array()) ids.insert(o.at("id").as_int64());
  return ids;
}

/// One buyer's checkout of two sellers' products, `qa` units of seller A's and `qb` of seller B's
/// (a new trader), paid with one payment: one order per seller.
struct TwoSellerCheckout {
  Client buyer;
  long long sellerB = 0, productA = 0, productB = 0;
  std::string secret;
  json::value placed;
};

TwoSellerCheckout payTwoSellers(long long qa, long long qb) {
  auto traderA = trader();
  long long a = traderA.get("/api/auth/user").json().at("id").as_int64();
  auto traderB = TestServer::get().client();
  long long b = approvedTrader(traderB);
  TwoSellerCheckout out{buyer(), b, productOf(a, 5, 1500), productOf(b, 5, 700), "", nullptr};
  EXPECT_EQ(add(out.buyer, out.productA, qa).status, 201u);
  EXPECT_EQ(add(out.buyer, out.productB, qb).status, 201u);
  out.secret = intentSecret(out.buyer);
  auto r = out.buyer.postJson("/api/checkout/confirm", payBody(out.secret));
  EXPECT_EQ(r.status, 200u) << r.body;
  out.placed = r.json();
  return out;
}

}  // namespace

TEST(SplitOrders, OneCheckoutOfTwoSellersBecomesTwoLinkedOrders) {
  auto traderA = trader();
  long long a = traderA.get("/api/auth/user").json().at("id").as_int64();
  auto traderB = TestServer::get().client();
  long long b = approvedTrader(traderB);
  auto pa = productOf(a, 10, 1500), pb = productOf(b, 10, 700);

  auto c = buyer();
  ASSERT_EQ(add(c, pa, 2).status, 201u);
  ASSERT_EQ(add(c, pb, 1).status, 201u);
  auto intent = c.postJson("/api/create-payment-intent", json::object{}).json();
  std::string secret(intent.at("clientSecret").as_string());
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(r.status, 200u) << r.body;
  auto orders = r.json().at("orders").as_array();
  ASSERT_EQ(orders.size(), 2u);
  EXPECT_EQ(r.json().at("order").at("id"), orders[0].at("id"));  // `order` stays: the first

  // The orders share the quote and the payment; their parts add up to exactly what was paid.
  long long total = 0, subtotal = 0, shipping = 0, tax = 0;
  std::map<long long, long long> orderOfSeller;
  for (const auto& o : orders) {
    EXPECT_EQ(o.at("quoteId"), orders[0].at("quoteId"));
    total += cents(o.at("totalAmount"));
    subtotal += cents(o.at("subtotal"));
    shipping += cents(o.at("shipping"));
    tax += cents(o.at("tax"));
    EXPECT_EQ(cents(o.at("totalAmount")),
              cents(o.at("subtotal")) + cents(o.at("shipping")) + cents(o.at("tax")));
    ASSERT_EQ(o.at("lines").as_array().size(), 1u);
    orderOfSeller[o.at("sellerId").as_int64()] = o.at("id").as_int64();
  }
  EXPECT_EQ(total, cents(intent.at("total")));
  EXPECT_EQ(subtotal, cents(intent.at("subtotal")));
  EXPECT_EQ(shipping, cents(intent.at("shipping")));
  EXPECT_EQ(tax, cents(intent.at("tax")));
  EXPECT_EQ(cents(r.json().at("payment").at("amount")), total);  // one charge
  ASSERT_EQ(orderOfSeller.size(), 2u);
  auto oa = orderOfSeller.at(a), ob = orderOfSeller.at(b);
  EXPECT_EQ(orders[1].at("sellerName").as_string().size() > 0, true);

  // A replayed confirmation answers the same two orders.
  auto again = c.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(again.status, 200u) << again.body;
  ASSERT_EQ(again.json().at("orders").as_array().size(), 2u);
  EXPECT_EQ(again.json().at("orders").at(0).at("id"), orders[0].at("id"));
  EXPECT_EQ(again.json().at("orders").at(1).at("id"), orders[1].at("id"));
  EXPECT_EQ(c.get("/api/orders").json().as_array().size(), 2u);

  // Each trader sees and fulfils only its own order.
  auto mineA = managedIds(traderA), mineB = managedIds(traderB);
  EXPECT_TRUE(mineA.count(oa));
  EXPECT_FALSE(mineA.count(ob));
  EXPECT_TRUE(mineB.count(ob));
  EXPECT_FALSE(mineB.count(oa));
  EXPECT_EQ(traderA.get("/api/orders/" + std::to_string(ob)).status, 404u);
  EXPECT_EQ(traderB.get("/api/orders/" + std::to_string(ob)).status, 200u);
  json::object shipped{{"status", "shipped"}, {"trackingNumber", "1Z999"}};
  EXPECT_EQ(traderA.postJson("/api/orders/" + std::to_string(ob) + "/status", shipped).status,
            404u);
  EXPECT_EQ(traderB.postJson("/api/orders/" + std::to_string(ob) + "/status", shipped).status,
            200u);
  // The other seller's order is untouched.
  EXPECT_EQ(c.get("/api/orders/" + std::to_string(oa)).json().at("status").as_string(),
            "processing");

  // Admins see every seller's orders and filter them.
  auto admin = TestServer::get().client();
  signInAdmin(admin, *TestServer::get().clock);
  auto all = managedIds(admin);
  EXPECT_TRUE(all.count(oa) && all.count(ob));
  auto onlyB = managedIds(admin, "?sellerId=" + std::to_string(b));
  EXPECT_TRUE(onlyB.count(ob));
  EXPECT_FALSE(onlyB.count(oa));
  EXPECT_EQ(managedIds(admin, "?sellerId=" + std::to_string(b) + "&status=processing").count(ob),
            0u);
  EXPECT_EQ(managedIds(admin, "?q=" + std::to_string(oa)), std::set<long long>{oa});
  auto bad = admin.get("/api/orders/manage?status=lost");
  EXPECT_EQ(bad.status, 400u);
  EXPECT_EQ(bad.json().at("field").as_string(), "status");
  EXPECT_EQ(admin.get("/api/orders/manage?sellerId=x").status, 400u);
}

TEST(SplitOrders, AnOrderNamesItsSellerAsTheCatalogueDoes) {
  auto seller = TestServer::get().client();
  long long b = approvedTrader(seller);
  auto product = productOf(b, 10, 700);
  auto sellerNameOf = [](const HttpResult& r) {
    return std::string(r.json().at("sellerName").as_string());
  };
  auto c = buyer();
  auto buy = [&] {
    EXPECT_EQ(add(c, product, 1).status, 201u);
    auto intent = c.postJson("/api/create-payment-intent", json::object{}).json();
    auto r = c.postJson("/api/checkout/confirm",
                        payBody(std::string(intent.at("clientSecret").as_string())));
    EXPECT_EQ(r.status, 200u) << r.body;
    return r.json().at("orders").as_array().at(0).as_object();
  };

  // The company's name, in the confirmation, the order read back and the catalogue alike.
  auto placed = buy();
  EXPECT_EQ(placed.at("sellerName").as_string(), "Second Bullion Ltd");
  auto read = c.get("/api/orders/" + std::to_string(placed.at("id").as_int64()));
  ASSERT_EQ(read.status, 200u) << read.body;
  EXPECT_EQ(sellerNameOf(read), "Second Bullion Ltd");
  EXPECT_EQ(sellerNameOf(c.get("/api/products/" + std::to_string(product))), "Second Bullion Ltd");

  // A company record without a name (left by an earlier version): the seller's full name, as
  // the catalogue's products read in the checkout give it, never an empty seller.
  TestServer::get().app->database().write([&](soci::session& s) {
    s << "UPDATE companies SET company_name = '' WHERE user_id = :u", soci::use(b);
  });
  placed = buy();
  EXPECT_EQ(placed.at("sellerName").as_string(), "Sam Seller");
  read = c.get("/api/orders/" + std::to_string(placed.at("id").as_int64()));
  EXPECT_EQ(sellerNameOf(read), "Sam Seller");
}

TEST(SplitOrders, CancellingOneSellersOrderRefundsOnlyItsShare) {
  auto co = payTwoSellers(1, 3);
  auto& c = co.buyer;
  const long long b = co.sellerB, pa = co.productA, pb = co.productB;
  long long ob = 0, totalB = 0;
  for (const auto& o : co.placed.at("orders").as_array())
    if (o.at("sellerId").as_int64() == b) {
      ob = o.at("id").as_int64();
      totalB = cents(o.at("totalAmount"));
    }
  ASSERT_GT(ob, 0);
  auto cancelled = c.request(verb::post, "/api/orders/" + std::to_string(ob) + "/cancel");
  ASSERT_EQ(cancelled.status, 200u) << cancelled.body;
  EXPECT_EQ(stockOf(pb), 5);  // its units return
  EXPECT_EQ(stockOf(pa), 4);  // the other seller's sale stands
  auto refund = TestServer::get().app->database().read([&](soci::session& s) {
    long long amount = 0;
    s << "SELECT amount_cents FROM payment_refunds WHERE order_id = :o", soci::use(ob),
        soci::into(amount);
    return amount;
  });
  EXPECT_EQ(refund, totalB);
}

TEST(SplitOrders, CancellingEachSellersOrderRefundsEachShareOfTheOnePayment) {
  auto co = payTwoSellers(2, 1);
  auto& c = co.buyer;
  const auto& placed = co.placed;
  const auto paid = cents(placed.at("payment").at("amount"));
  long long shares = 0;
  // The provider took one payment; each order's cancellation refunds its own part of it, the
  // second as well as the first (a provider refunds up to what is left of the charge).
  for (const auto& o : placed.at("orders").as_array()) {
    const long long id = o.at("id").as_int64();
    shares += cents(o.at("totalAmount"));
    EXPECT_TRUE(o.at("refund").is_null());
    auto cancelled = c.request(verb::post, "/api/orders/" + std::to_string(id) + "/cancel");
    ASSERT_EQ(cancelled.status, 200u) << cancelled.body;
    // The order says what became of its refund, and reads back the same.
    const auto refund = cancelled.json().at("refund");
    EXPECT_EQ(refund.at("status"), "succeeded") << cancelled.body;
    EXPECT_EQ(refund.at("amount"), o.at("totalAmount"));
    EXPECT_EQ(c.get("/api/orders/" + std::to_string(id)).json().at("refund"), refund);
  }
  EXPECT_EQ(shares, paid);
  auto refunds = TestServer::get().app->database().read([&](soci::session& s) {
    std::map<std::string, long long> byStatus;
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT r.status, r.amount_cents FROM payment_refunds r JOIN orders o ON "
                      "o.id = r.order_id WHERE o.user_id = (SELECT user_id FROM orders WHERE id "
                      "= :o)",
         soci::use(placed.at("orders").at(0).at("id").as_int64()));
    for (const auto& row : rows) byStatus[row.get<std::string>(0)] += row.get<long long>(1);
    return byStatus;
  });
  EXPECT_EQ(refunds, (std::map<std::string, long long>{{"succeeded", paid}}));
  // Nothing is left to refund: a further refund of the payment is refused.
  auto& ts = TestServer::get();
  const auto ref = ts.app->database().read([&](soci::session& s) {
    return aurum::storage::CheckoutRepository::findBySecret(s, co.secret)->providerRef;
  });
  auto& processor = dynamic_cast<aurum::payments::TestProcessor&>(ts.app->shop().provider());
  auto more = processor.refund(ref, 1, "one-cent-more");
  EXPECT_FALSE(more.succeeded);
}

TEST(SplitOrders, AfterARestartTheTestProcessorStillRefundsEachShareOnce) {
  // The test processor's memory is the process's. Restarted before each cancellation, it decides
  // each refund from what Aurum recorded: the charge, and the share already refunded.
  auto co = payTwoSellers(1, 2);
  auto& ts = TestServer::get();
  auto& processor = dynamic_cast<aurum::payments::TestProcessor&>(ts.app->shop().provider());
  for (const auto& o : co.placed.at("orders").as_array()) {
    processor.forget();
    auto cancelled = co.buyer.request(
        verb::post, "/api/orders/" + std::to_string(o.at("id").as_int64()) + "/cancel");
    ASSERT_EQ(cancelled.status, 200u) << cancelled.body;
    EXPECT_EQ(cancelled.json().at("refund").at("status"), "succeeded") << cancelled.body;
  }
  processor.forget();
  const auto ref = ts.app->database().read([&](soci::session& s) {
    return aurum::storage::CheckoutRepository::findBySecret(s, co.secret)->providerRef;
  });
  EXPECT_FALSE(processor.refund(ref, 1, "after-both-shares").succeeded);  // nothing left
  EXPECT_EQ(processor.refunds(ref), 2);
}

TEST(SplitOrders, TheConfirmationsOrdersReadBackTheSameLineByLine) {
  auto traderA = trader();
  long long a = traderA.get("/api/auth/user").json().at("id").as_int64();
  auto first = productOf(a, 10, 900), second = productOf(a, 10, 400);
  auto house = makeProduct(10);
  auto c = buyer();
  // Added out of product order: an order lists its lines by product, as it reads back.
  ASSERT_EQ(add(c, second, 3).status, 201u);
  ASSERT_EQ(add(c, house, 1).status, 201u);
  ASSERT_EQ(add(c, first, 2).status, 201u);
  auto secret = intentSecret(c);
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(r.status, 200u) << r.body;
  const auto body = r.json();
  const auto& orders = body.at("orders").as_array();
  ASSERT_EQ(orders.size(), 2u);
  std::size_t lines = 0;
  // The answer is built from what the payment's transaction wrote: each order reads back the
  // same, lines, serials, history and all.
  for (const auto& o : orders) {
    lines += o.at("lines").as_array().size();
    EXPECT_EQ(o.at("history").as_array().size(), 2u);
    auto back = c.get("/api/orders/" + std::to_string(o.at("id").as_int64()));
    ASSERT_EQ(back.status, 200u) << back.body;
    EXPECT_EQ(o, back.json()) << json::serialize(o) << "\n" << back.body;
  }
  EXPECT_EQ(lines, 3u);
  // A replay answers from the stored orders: the same again.
  auto again = c.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(again.status, 200u) << again.body;
  EXPECT_EQ(again.json().at("orders"), body.at("orders"));
}
