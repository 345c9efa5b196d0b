// The catalogue and the cart: the product list with live prices and its compression, and the cart's
// lines and totals in cents, with bad input refused naming the field.
#include "harness.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;
namespace json = boost::json;
using boost::beast::http::verb;

TEST(Catalogue, ListsSeededProductsWithSpecFieldsAndLivePrices) {
  auto c = TestServer::get().client();
  auto r = c.get("/api/products");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto arr = r.json().as_array();
  ASSERT_GE(arr.size(), 30u);
  std::set<std::string> metals;
  for (const auto& v : arr) {
    const auto& p = v.as_object();
    for (auto f : {"id", "name", "description", "metalType", "weight", "currentPrice", "imageUrl",
                   "inventory", "form", "purity", "premium", "inStock"})
      EXPECT_TRUE(p.contains(f)) << f;
    std::string price(p.at("currentPrice").as_string());
    EXPECT_EQ(price.size() - price.find('.'), 3u) << price;
    EXPECT_GT(cents(p.at("currentPrice")), cents(p.at("premium")));
    metals.insert(std::string(p.at("metalType").as_string()));
  }
  EXPECT_EQ(metals.size(), 4u);
  // Weights are plain decimals, never Boost.JSON's exponent form: a 1 oz bar weighs 1.0, not 1E0.
  EXPECT_NE(r.body.find(R"("weight":1.0,)"), std::string::npos);
  EXPECT_EQ(r.body.find(R"("weight":1E0)"), std::string::npos);
  auto gold = c.get("/api/products?metalType=gold").json().as_array();
  ASSERT_FALSE(gold.empty());
  for (const auto& v : gold) EXPECT_EQ(v.at("metalType").as_string(), "gold");
  auto etag = r.header("ETag");
  ASSERT_FALSE(etag.empty());
  auto again = c.request(verb::get, "/api/products", "", {{"If-None-Match", etag}});
  EXPECT_TRUE(again.status == 304u || again.status == 200u);
}

TEST(Catalogue, ServesTheListGzippedToClientsThatAcceptIt) {
  auto c = TestServer::get().client();
  auto plain = c.request(verb::get, "/api/products", "", {{"Accept-Encoding", "identity"}});
  ASSERT_EQ(plain.status, 200u);
  EXPECT_TRUE(plain.header("Content-Encoding").empty());
  EXPECT_EQ(plain.header("Vary"), "Accept-Encoding");
  auto zipped = c.request(verb::get, "/api/products", "", {{"Accept-Encoding", "gzip"}});
  ASSERT_EQ(zipped.status, 200u);
  EXPECT_EQ(zipped.header("Content-Encoding"), "gzip");
  EXPECT_LT(zipped.body.size(), plain.body.size() / 3);
  EXPECT_EQ(zipped.body.substr(0, 2), std::string("\x1f\x8b"));  // the gzip magic
  auto refused = c.request(verb::get, "/api/products", "", {{"Accept-Encoding", "gzip;q=0"}});
  EXPECT_EQ(refused.body, plain.body);
}

TEST(Catalogue, UnknownMetalTypeNamesTheField) {
  auto r = TestServer::get().client().get("/api/products?metalType=copper");
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "metalType");
  EXPECT_EQ(TestServer::get().client().get("/api/products/999999").status, 404u);
}

TEST(Cart, AddUpdateRemoveAndTotalsInCents) {
  auto c = buyer();
  auto pid = makeProduct(50, 2000);
  auto r = add(c, pid);
  ASSERT_EQ(r.status, 201u) << r.body;
  auto lineId = r.json().at("id").as_int64();
  r = add(c, pid, 2);
  ASSERT_EQ(r.status, 201u) << r.body;
  EXPECT_EQ(r.json().at("quantity").as_int64(), 3);
  auto cart = c.get("/api/cart").json().as_array();
  ASSERT_EQ(cart.size(), 1u);
  for (auto f :
       {"id", "name", "description", "metalType", "price", "quantity", "productId", "imageUrl"})
    EXPECT_TRUE(cart[0].as_object().contains(f)) << f;
  auto t = c.get("/api/cart/totals").json();
  auto sub = cents(t.at("subtotal"));
  EXPECT_EQ(cents(t.at("shipping")), sub > 100000 ? 0 : 2500);
  EXPECT_EQ(cents(t.at("tax")), (sub * 8 + 50) / 100);
  EXPECT_EQ(cents(t.at("total")), sub + cents(t.at("shipping")) + cents(t.at("tax")));
  EXPECT_EQ(t.at("itemCount").as_int64(), 3);

  r = patch(c, "/api/cart/" + std::to_string(lineId), {{"quantity", 5}});
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("quantity").as_int64(), 5);
  EXPECT_EQ(patch(c, "/api/cart/" + std::to_string(lineId), {{"quantity", 0}}).status, 204u);
  EXPECT_TRUE(c.get("/api/cart").json().as_array().empty());
  lineId = add(c, pid).json().at("id").as_int64();
  EXPECT_EQ(c.request(verb::delete_, "/api/cart/" + std::to_string(lineId)).status, 204u);
  EXPECT_EQ(c.request(verb::delete_, "/api/cart/" + std::to_string(lineId)).status, 404u);
}

TEST(Cart, BadInputIsRefusedNamingTheField) {
  auto c = buyer();
  auto pid = makeProduct(3);
  EXPECT_EQ(add(c, 99999999).status, 404u);
  for (json::value q : {json::value(-1), json::value(0), json::value(1001), json::value(1.5),
                        json::value("2"), json::value(1e30)}) {
    auto r = add(c, pid, q);
    EXPECT_EQ(r.status, 400u) << json::serialize(q) << " " << r.body;
    EXPECT_EQ(field(r), "quantity");
  }
  auto r = add(c, pid, 4);
  EXPECT_EQ(r.status, 409u);
  EXPECT_EQ(field(r), "quantity");
  EXPECT_NE(std::string(r.json().at("message").as_string()).find("Only 3 units"),
            std::string::npos);
  auto lineId = add(c, pid, 1).json().at("id").as_int64();
  EXPECT_EQ(patch(c, "/api/cart/" + std::to_string(lineId), {{"quantity", 9}}).status, 409u);
  auto other = buyer();
  EXPECT_EQ(patch(other, "/api/cart/" + std::to_string(lineId), {{"quantity", 1}}).status, 404u);
  EXPECT_EQ(other.request(verb::delete_, "/api/cart/" + std::to_string(lineId)).status, 404u);
  EXPECT_EQ(TestServer::get().client().get("/api/cart").status, 401u);
}

TEST(Cart, ALineCanGrowIntoTheUnitsTheBuyersOwnOpenQuoteHolds) {
  auto c = buyer();
  auto pid = makeProduct(5);
  auto lineId = add(c, pid, 3).json().at("id").as_int64();
  ASSERT_EQ(c.postJson("/api/create-payment-intent", json::object{}).status, 200u);
  ASSERT_EQ(stockOf(pid), 2);  // three held by the buyer's quote
  const auto line = "/api/cart/" + std::to_string(lineId);
  // The two in stock and the buyer's own three: five, not six.
  auto six = patch(c, line, {{"quantity", 6}});
  EXPECT_EQ(six.status, 409u) << six.body;
  EXPECT_NE(std::string(six.json().at("message").as_string()).find("Only 5 units"),
            std::string::npos)
      << six.body;
  auto five = patch(c, line, {{"quantity", 5}});
  EXPECT_EQ(five.status, 200u) << five.body;
  // Another buyer sees only what is in stock.
  auto other = buyer();
  EXPECT_EQ(add(other, pid, 3).status, 409u);
}
