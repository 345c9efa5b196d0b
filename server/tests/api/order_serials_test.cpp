#include <set>

#include "harness.hpp"

using namespace aurum::testing;
namespace json = boost::json;

namespace {

Client demo(const std::string& role) {
  auto c = TestServer::get().client();
  c.get("/api/demo-login/" + role);
  return c;
}

json::object payBody(const std::string& secret) {
  return {{"clientSecret", secret},
          {"card", {{"number", "4242 4242 4242 4242"}, {"expMonth", 12}, {"expYear", 2035}, {"cvc", "123"},
                    {"name", "Ann Lee"}}},
          {"shipping",
           {{"firstName", "Ann"}, {"lastName", "Lee"}, {"address", "1 Main St"}, {"city", "Boston"},
            {"state", "MA"}, {"zipCode", "02108"}}}};
}

/// Buys `quantity` of `productId` and returns the confirm answer's order.
json::object buy(Client& c, long long productId, int quantity) {
  auto added = c.postJson("/api/cart/add", {{"productId", productId}, {"quantity", quantity}});
  EXPECT_EQ(added.status, 201u) << added.body;
  auto intent = c.postJson("/api/create-payment-intent", json::object{});
  EXPECT_EQ(intent.status, 200u) << intent.body;
  auto secret = std::string(intent.json().at("clientSecret").as_string());
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  EXPECT_EQ(r.status, 200u) << r.body;
  auto again = c.postJson("/api/checkout/confirm", payBody(secret));  // exactly once: same order, same serials
  EXPECT_EQ(again.json().at("order").at("lines"), r.json().at("order").at("lines"));
  return r.json().at("order").as_object();
}

std::vector<std::string> serialsOf(const json::object& order) {
  std::vector<std::string> out;
  for (const auto& l : order.at("lines").as_array())
    for (const auto& s : l.at("serials").as_array()) out.emplace_back(s.as_string());
  return out;
}

/// A gold product sold by the demo trader that holds none of the spec's demo serials.
long long quietGoldProduct(Client& c) {
  std::set<long long> avoid;
  for (const char* serial : {"AU-2024-001234", "AU-2024-001237"}) {
    auto v = c.get(std::string("/api/verify/") + serial).json();
    avoid.insert(v.at("product").at("productId").as_int64());
  }
  auto products = c.get("/api/products?metalType=gold").json();
  for (const auto& p : products.as_array()) {
    auto id = p.at("id").as_int64();
    if (!avoid.count(id) && p.at("inventory").as_int64() >= 10) return id;
  }
  ADD_FAILURE() << "no gold product to buy";
  return 0;
}

std::string lastEventType(const json::value& verify) {
  return std::string(verify.at("journey").as_array().back().at("type").as_string());
}

}  // namespace

TEST(OrderSerials, SaleDeliveryAndTheOwnerOnlyCloneRule) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "serials");
  auto productId = quietGoldProduct(c);

  // Four units: the seeded units of the product first, the shortfall serialized at sale.
  auto order = buy(c, productId, 4);
  auto serials = serialsOf(order);
  ASSERT_EQ(serials.size(), 4u) << json::serialize(order);
  EXPECT_EQ(std::set<std::string>(serials.begin(), serials.end()).size(), 4u);
  auto id = std::to_string(order.at("id").as_int64());
  EXPECT_EQ(serialsOf(c.get("/api/orders/" + id).json().as_object()), serials);

  for (const auto& serial : serials) {
    auto v = c.get("/api/verify/" + serial);
    ASSERT_EQ(v.status, 200u) << v.body;
    auto j = v.json();
    EXPECT_EQ(j.at("itemStatus"), "sold") << serial;
    EXPECT_EQ(j.at("ownedByYou"), true);
    EXPECT_EQ(j.at("hasOwner"), true);
    EXPECT_EQ(j.at("chain").at("intact"), true);
    EXPECT_EQ(j.at("status"), "verified") << v.body;
    EXPECT_EQ(lastEventType(j), "sale");
    EXPECT_NE(std::string(j.at("journey").as_array().back().at("action").as_string()).find("#" + id),
              std::string::npos);
  }
  auto other = demo("client");
  EXPECT_EQ(other.get("/api/verify/" + serials[0]).json().at("ownedByYou"), false);

  // The trader ships and delivers: a delivery event to the shipping city, status delivered.
  auto trader = demo("gold_trader");
  auto s = trader.postJson("/api/orders/" + id + "/status", {{"status", "shipped"}, {"trackingNumber", "1Z42"}});
  ASSERT_EQ(s.status, 200u) << s.body;
  EXPECT_EQ(c.get("/api/verify/" + serials[0]).json().at("itemStatus"), "sold");
  s = trader.postJson("/api/orders/" + id + "/status", {{"status", "delivered"}});
  ASSERT_EQ(s.status, 200u) << s.body;
  ts.clock->advanceMs(1000);  // the manual clock stands still; lookups come after the delivery
  for (const auto& serial : serials) {
    auto j = c.get("/api/verify/" + serial).json();
    EXPECT_EQ(j.at("itemStatus"), "delivered");
    EXPECT_EQ(lastEventType(j), "delivery");
    EXPECT_EQ(j.at("journey").as_array().back().at("location"), "Boston, MA, US");
    EXPECT_EQ(j.at("location").at("facility"), "Owner's custody");
    EXPECT_EQ(j.at("clone").at("suspected"), false) << "the owner's own scan is not suspicious";
  }

  // Someone else scans a delivered item: a warning.
  auto w = other.get("/api/verify/" + serials[1]).json();
  EXPECT_EQ(w.at("status"), "warning");
  EXPECT_EQ(w.at("clone").at("suspected"), true);
  EXPECT_NE(json::serialize(w.at("clone").at("reasons")).find("scanned_after_delivery"), std::string::npos);
  EXPECT_EQ(w.at("ownedByYou"), false);

  ts.clock->advanceMs(70'000);  // give the per-address lookup bucket back to later tests
}

TEST(OrderSerials, CancellingBeforeShipmentReleasesTheSerials) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "serials");
  auto productId = quietGoldProduct(c);
  auto order = buy(c, productId, 1);
  auto serials = serialsOf(order);
  ASSERT_EQ(serials.size(), 1u);
  auto id = std::to_string(order.at("id").as_int64());
  auto before = c.get("/api/verify/" + serials[0]).json();
  auto length = before.at("journey").as_array().size();

  auto cancel = c.postJson("/api/orders/" + id + "/cancel", json::object{});
  ASSERT_EQ(cancel.status, 200u) << cancel.body;
  EXPECT_TRUE(serialsOf(cancel.json().as_object()).empty());

  auto after = c.get("/api/verify/" + serials[0]).json();
  EXPECT_EQ(after.at("itemStatus"), "at_dealer");
  EXPECT_EQ(after.at("ownedByYou"), false);
  EXPECT_EQ(after.at("hasOwner"), false);
  EXPECT_EQ(after.at("chain").at("intact"), true);
  ASSERT_EQ(after.at("journey").as_array().size(), length + 1);  // appended, nothing rewritten
  EXPECT_EQ(lastEventType(after), "dealer_receipt");

  // The released unit is in stock again: the next buyer gets it.
  auto next = ts.client();
  ts.signUpClient(next, "serials");
  EXPECT_EQ(serialsOf(buy(next, productId, 1)), serials);
  ts.clock->advanceMs(70'000);
}
