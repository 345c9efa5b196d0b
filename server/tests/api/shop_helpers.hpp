#pragma once
// Helpers shared by the shop's API tests (shop_test.cpp, payment_test.cpp).
#include <string>
#include <vector>

#include "harness.hpp"
#include "storage/product_repository.hpp"

namespace aurum::testing::shop {

namespace json = boost::json;
using boost::beast::http::verb;

inline long long cents(const json::value& v) {
  std::string s(v.as_string());
  bool neg = s[0] == '-';
  if (neg) s = s.substr(1);
  auto dot = s.find('.');
  long long c = std::stoll(s.substr(0, dot)) * 100 + std::stoll(s.substr(dot + 1));
  return neg ? -c : c;
}

/// A product only this test uses, so stock figures are exact; in `app` (a server of the test's
/// own).
inline long long makeProductIn(app::App& app, long long stock, long long premiumCents = 1000,
                               const char* metal = "silver", long long sellerId = 0) {
  aurum::domain::Product p;
  p.name = "Test bar " + std::to_string(stock);
  p.description = "test";
  p.metal = *aurum::domain::parseMetal(metal);
  p.form = "bar";
  p.weightMicroOz = p.fineWeightMicroOz = 1'000'000;
  p.purity = 9999;
  p.premiumCents = premiumCents;
  p.stock = stock;
  p.sellerId = sellerId;
  p.imageUrl = "/media/products/silver-bar.svg";
  auto id = app.database().write(
      [&](soci::session& s) { return aurum::storage::ProductRepository::insert(s, p, 0); });
  app.shop().catalogue().invalidate();
  return id;
}

/// A product only this test uses, in the shared test server.
inline long long makeProduct(long long stock, long long premiumCents = 1000,
                             const char* metal = "silver") {
  return makeProductIn(*TestServer::get().app, stock, premiumCents, metal);
}

/// A product sold by `sellerId` only this test uses, in the shared test server.
inline long long makeSellerProduct(long long sellerId, long long stock, long long premiumCents,
                                   const char* metal = "silver") {
  return makeProductIn(*TestServer::get().app, stock, premiumCents, metal, sellerId);
}

inline long long stockIn(app::App& app, long long id) {
  return app.database().read(
      [&](soci::session& s) { return aurum::storage::ProductRepository::find(s, id)->stock; });
}
inline long long stockOf(long long id) { return stockIn(*TestServer::get().app, id); }

inline Client buyer() {
  auto c = TestServer::get().client();
  TestServer::get().signUpClient(c, "shop");
  return c;
}

inline HttpResult add(Client& c, long long productId, json::value qty = 1) {
  return c.postJson("/api/cart/add", {{"productId", productId}, {"quantity", qty}});
}

inline std::string intentSecret(Client& c) {
  auto r = c.postJson("/api/create-payment-intent", json::object{});
  EXPECT_EQ(r.status, 200u) << r.body;
  return std::string(r.json().at("clientSecret").as_string());
}

inline HttpResult patch(Client& c, const std::string& path, const json::value& body) {
  return c.request(verb::patch, path, json::serialize(body),
                   {{"Content-Type", "application/json"}});
}

inline Client trader() {
  auto c = TestServer::get().client();
  c.get("/api/demo-login/gold_trader");
  return c;
}

}  // namespace aurum::testing::shop

namespace aurum::testing::shop {

/// The titles of `c`'s notifications about the refund of order `orderId`, newest first.
inline std::vector<std::string> refundNotices(Client& c, long long orderId) {
  auto r = c.get("/api/notifications");
  EXPECT_EQ(r.status, 200u) << r.body;
  const std::string prefix = "Refund for order #" + std::to_string(orderId) + " ";
  std::vector<std::string> titles;
  const auto list = r.json();  // kept: the loop reads into it
  for (const auto& n : list.at("items").as_array()) {
    std::string title(n.at("title").as_string());
    if (title.rfind(prefix, 0) == 0) titles.push_back(title);
  }
  return titles;
}

}  // namespace aurum::testing::shop
