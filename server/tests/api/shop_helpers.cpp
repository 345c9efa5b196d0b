#include "shop_helpers.hpp"

#include "storage/product_repository.hpp"

namespace aurum::testing {

namespace json = boost::json;

long long makeProduct(long long stock, long long premiumCents, const char* metal) {
  auto& app = *TestServer::get().app;
  aurum::domain::Product p;
  p.name = "Test bar " + std::to_string(stock);
  p.description = "test";
  p.metal = *aurum::domain::parseMetal(metal);
  p.form = "bar";
  p.weightMicroOz = p.fineWeightMicroOz = 1'000'000;
  p.purity = 9999;
  p.premiumCents = premiumCents;
  p.stock = stock;
  p.imageUrl = "/media/products/silver-bar.svg";
  auto id = app.database().write(
      [&](soci::session& s) { return aurum::storage::ProductRepository::insert(s, p, 0); });
  app.shop().catalogue().invalidate();
  return id;
}

long long stockOf(long long id) {
  auto& app = *TestServer::get().app;
  return app.database().read([&](soci::session& s) { return aurum::storage::ProductRepository::find(s, id)->stock; });
}

Client buyer() {
  auto c = TestServer::get().client();
  TestServer::get().signUpClient(c, "shop");
  return c;
}

HttpResult add(Client& c, long long productId, json::value qty) {
  return c.postJson("/api/cart/add", {{"productId", productId}, {"quantity", qty}});
}

json::object payBody(const std::string& secret, const std::string& number) {
  return {{"clientSecret", secret},
          {"card", {{"number", number}, {"expMonth", 12}, {"expYear", 2035}, {"cvc", "123"}, {"name", "Ann Lee"}}},
          {"shipping",
           {{"firstName", "Ann"}, {"lastName", "Lee"}, {"address", "1 Main St"}, {"city", "New York"},
            {"state", "NY"}, {"zipCode", "10001"}}}};
}

std::string intentSecret(Client& c) {
  auto r = c.postJson("/api/create-payment-intent", json::object{});
  EXPECT_EQ(r.status, 200u) << r.body;
  return std::string(r.json().at("clientSecret").as_string());
}

}  // namespace aurum::testing
