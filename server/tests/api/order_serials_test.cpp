#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "provenance_helpers.hpp"

using namespace aurum::testing;
namespace json = boost::json;

using namespace aurum::testing::prov;

namespace {

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
  EXPECT_EQ(json::value(order), c.get("/api/orders/" + id).json());  // the whole order, as placed

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
    EXPECT_NE(
        std::string(j.at("journey").as_array().back().at("action").as_string()).find("#" + id),
        std::string::npos);
  }
  auto other = demo("client");
  EXPECT_EQ(other.get("/api/verify/" + serials[0]).json().at("ownedByYou"), false);

  // The trader ships and delivers: a delivery event to the shipping city, status delivered.
  auto trader = demo("gold_trader");
  auto s = trader.postJson("/api/orders/" + id + "/status",
                           {{"status", "shipped"}, {"trackingNumber", "1Z42"}});
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

  // One other account scanning a delivered item is not a clone signal on its own (three are:
  // provenance_scans_test), and a lookup records nothing.
  auto w = other.postJson("/api/provenance/scans", {{"query", serials[1]}}).json();
  EXPECT_EQ(w.at("status"), "verified");
  EXPECT_EQ(w.at("clone").at("suspected"), false);
  EXPECT_EQ(w.at("ownedByYou"), false);

  ts.clock->advanceMs(70'000);  // give the per-address lookup bucket back to later tests
}

// A trader may already have registered the serial a sold unit would be given ("AG-2026-000042-01"
// for order 42): the unit takes the next free name of its order, and the trader's item is left
// as it was.
TEST(OrderSerials, ASaleSerializesPastASerialATraderAlreadyRegistered) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "serialtaken");
  const auto productId = aurum::testing::shop::makeProduct(10);  // no registered units
  const auto first = serialsOf(buy(c, productId, 1));
  ASSERT_EQ(first.size(), 1u);
  // "<metal>-<year>-<order, 6 digits>-01": the names the next orders' first units would get.
  const auto& name = first.front();
  ASSERT_EQ(name.substr(name.size() - 3), "-01") << name;
  const auto prefix = name.substr(0, name.size() - 9);
  const long long lastOrder = std::stoll(name.substr(name.size() - 9, 6));
  auto trader = demo("gold_trader");
  auto taken = [&](long long order) {
    char digits[24];
    std::snprintf(digits, sizeof digits, "%06lld", order);
    return prefix + digits;
  };
  for (long long order = lastOrder + 1; order <= lastOrder + 8; ++order) {
    auto r = trader.postJson("/api/provenance/items", itemBody(taken(order) + "-01"));
    ASSERT_EQ(r.status, 201u) << r.body;
  }
  const auto order = buy(c, productId, 1);
  const long long orderId = order.at("id").as_int64();
  ASSERT_LE(orderId, lastOrder + 8) << "the order took an id past the registered names";
  EXPECT_EQ(serialsOf(order), std::vector<std::string>{taken(orderId) + "-02"});
  auto mine = c.get("/api/verify/" + taken(orderId) + "-02").json();
  EXPECT_EQ(mine.at("ownedByYou"), true);
  auto theirs = c.get("/api/verify/" + taken(orderId) + "-01").json();
  EXPECT_EQ(theirs.at("ownedByYou"), false);
  EXPECT_NE(theirs.at("itemStatus"), "sold");
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
