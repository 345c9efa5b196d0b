#pragma once
// Helpers shared by the trader workspace's API tests (trader_test.cpp, trader_analytics_test.cpp).
#include <gtest/gtest.h>

#include <string>

#include "provenance_helpers.hpp"
#include "shop_helpers.hpp"

namespace aurum::testing::trader {

using namespace aurum::testing;
using namespace aurum::testing::shop;
using boost::beast::http::verb;

constexpr long long kDay = 86'400'000;

/// A product sold by `sellerId` only this test uses.
inline long long sellerProduct(long long sellerId, const char* metal, long long premiumCents = 1000,
                               long long stock = 1000) {
  return makeSellerProduct(sellerId, stock, premiumCents, metal);
}

/// Buys the cart's content after adding `quantity` of `productId`; returns the order id.
inline long long buyOne(Client& c, long long productId, int quantity) {
  EXPECT_EQ(add(c, productId, quantity).status, 201u);
  auto secret = intentSecret(c);
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  EXPECT_EQ(r.status, 200u) << r.body;
  return r.json().at("order").at("id").as_int64();
}

inline void sql(const std::string& statement) {
  TestServer::get().app->database().write([&](soci::session& s) { s << statement; });
}

inline json::object find(const json::array& a, const char* key, long long id) {
  for (const auto& v : a)
    if (v.at(key).as_int64() == id) return v.as_object();
  return {};
}

inline HttpResult del(Client& c, const std::string& path) { return c.request(verb::delete_, path); }

}  // namespace aurum::testing::trader
