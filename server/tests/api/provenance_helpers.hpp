#pragma once
// Helpers shared by the provenance API tests (provenance_*_test.cpp).
#include <unistd.h>

#include <set>

#include "harness.hpp"

namespace aurum::testing::prov {

namespace json = boost::json;

inline std::string str(const json::value& v, const char* key) {
  return std::string(v.as_object().at(key).as_string());
}

inline std::int64_t userId(Client& c) { return c.get("/api/auth/user").json().at("id").as_int64(); }

inline std::string uniqueSerial(const std::string& prefix) {
  static int n = 0;
  return prefix + "-" + std::to_string(::getpid() % 100000) + "-" + std::to_string(++n);
}

/// Registration body for a test bar (with a full supply-chain history); `productId` links it to
/// a catalogue product.
inline json::object itemBody(const std::string& serial,
                             std::optional<std::int64_t> productId = std::nullopt) {
  json::object body{{"serialNumber", serial},
                    {"productName", "1 oz Test Bar"},
                    {"metal", "gold"},
                    {"weightOz", "1"},
                    {"purity", "999.9"},
                    {"refiner", "Test Refinery"},
                    {"batch", "T-1"},
                    {"year", 2025},
                    {"location", "Zurich, Switzerland"},
                    {"facility", "Test Vault"},
                    {"certifier", "LBMA"},
                    {"certificateNumber", "LBMA-T-1"},
                    {"history", json::array{json::object{{"type", "mine"},
                                                         {"location", "Mine"},
                                                         {"action", "Mined"},
                                                         {"verifiedBy", "Miner"},
                                                         {"timestampMs", 1'600'000'000'000LL}},
                                            json::object{{"type", "refinery"},
                                                         {"location", "Refinery"},
                                                         {"action", "Cast"},
                                                         {"verifiedBy", "Refiner"},
                                                         {"timestampMs", 1'600'100'000'000LL}},
                                            json::object{{"type", "assay"},
                                                         {"location", "Lab"},
                                                         {"action", "Assayed"},
                                                         {"verifiedBy", "SGS"},
                                                         {"timestampMs", 1'600'200'000'000LL}},
                                            json::object{{"type", "certification"},
                                                         {"location", "London"},
                                                         {"action", "Certified"},
                                                         {"verifiedBy", "LBMA"},
                                                         {"timestampMs", 1'600'300'000'000LL}}}}};
  if (productId) body["productId"] = *productId;
  return body;
}

/// Registers a fresh item as `trader` and returns its serial.
inline std::string registerItem(Client& trader, const std::string& serial,
                                std::optional<std::int64_t> productId = std::nullopt) {
  auto r = trader.postJson("/api/provenance/items", itemBody(serial, productId));
  EXPECT_EQ(r.status, 201u) << r.body;
  return serial;
}

/// A catalogue product the demo trader sells.
inline std::int64_t demoTraderProduct() {
  auto trader = demo("gold_trader");
  auto mine = trader.get("/api/products/mine").json().as_array();
  EXPECT_FALSE(mine.empty());
  return mine.empty() ? 0 : mine.front().at("id").as_int64();
}

/// Signs up a trader, has the demo admin approve it and signs it in.
inline Client approvedTrader(const std::string& prefix) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = uniqueEmail(prefix);
  json::object body{{"role", "gold_trader"},
                    {"firstName", "Other"},
                    {"lastName", "Dealer"},
                    {"email", email},
                    {"password", "a long enough password"},
                    {"companyName", "Other Bullion"},
                    {"tradingLicense", "LIC-99999"},
                    {"businessAddress", "2 Bullion Street, London"},
                    {"tradingVolume", "1m-5m"},
                    {"businessType", "dealer"},
                    {"experience", "5+"}};
  EXPECT_EQ(c.postJson("/api/auth/register", body).status, 201u);
  auto admin = demo("admin");
  auto traders = admin.get("/api/admin/traders").json();  // kept alive: the loop reads into it
  for (const auto& t : traders.as_array())
    if (t.at("user").at("email").as_string() == email)
      admin.request(
          boost::beast::http::verb::post,
          "/api/admin/traders/" + std::to_string(t.at("user").at("id").as_int64()) + "/approve");
  EXPECT_EQ(
      c.postJson("/api/auth/login", {{"email", email}, {"password", "a long enough password"}})
          .status,
      200u);
  return c;
}

/// A fresh item of a demo-trader product sold on a made-up order to `ownerId` and delivered
/// (through the shop's own hooks); returns its serial.
inline std::string deliveredItemFor(std::int64_t ownerId) {
  static std::int64_t fakeOrder = 900'000'000 + (::getpid() % 100000) * 100;
  auto trader = demo("gold_trader");
  auto product = demoTraderProduct();
  auto serial = registerItem(trader, uniqueSerial("DL"), product);
  auto& p = TestServer::get().app->provenance();
  auto order = ++fakeOrder;
  auto serials = p.allocateToOrder(order, product, 1, ownerId);  // newest unit first: ours
  EXPECT_EQ(serials, std::vector<std::string>{serial});
  p.recordOrderDelivered(order, "Boston, MA, USA");
  return serial;
}

/// Buys `quantity` of `productId` and returns the confirm answer's order.
inline json::object buy(Client& c, long long productId, int quantity) {
  auto added = c.postJson("/api/cart/add", {{"productId", productId}, {"quantity", quantity}});
  EXPECT_EQ(added.status, 201u) << added.body;
  auto intent = c.postJson("/api/create-payment-intent", json::object{});
  EXPECT_EQ(intent.status, 200u) << intent.body;
  auto secret = std::string(intent.json().at("clientSecret").as_string());
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  EXPECT_EQ(r.status, 200u) << r.body;
  auto again = c.postJson("/api/checkout/confirm",
                          payBody(secret));  // exactly once: same order, same serials
  EXPECT_EQ(again.json().at("order").at("lines"), r.json().at("order").at("lines"));
  return r.json().at("order").as_object();
}

inline std::vector<std::string> serialsOf(const json::object& order) {
  std::vector<std::string> out;
  for (const auto& l : order.at("lines").as_array())
    for (const auto& s : l.at("serials").as_array()) out.emplace_back(s.as_string());
  return out;
}

/// A gold product sold by the demo trader that holds none of the spec's demo serials.
inline long long quietGoldProduct(Client& c) {
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

}  // namespace aurum::testing::prov
