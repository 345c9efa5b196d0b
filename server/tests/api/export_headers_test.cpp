// CSV exports cannot carry spreadsheet formulas; the CSP lets WebSockets reach only our origin.
#include "harness.hpp"

using namespace aurum::testing;
namespace json = boost::json;

TEST(CsvExport, AFormulaInAnOrderFieldIsNeutralised) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "csv");
  long long productId = 0;
  auto products = c.get("/api/products?metalType=silver").json();
  for (const auto& p : products.as_array())
    // The first in stock: a seeded product of the demo trader (tests add products of their own).
    if (p.at("inventory").as_int64() >= 1 && productId == 0) productId = p.at("id").as_int64();
  ASSERT_NE(productId, 0);
  ASSERT_EQ(c.postJson("/api/cart/add", {{"productId", productId}, {"quantity", 1}}).status, 201u);
  auto intent = c.postJson("/api/create-payment-intent", json::object{});
  ASSERT_EQ(intent.status, 200u) << intent.body;
  auto confirmed = c.postJson("/api/checkout/confirm",
                              payBody(std::string(intent.json().at("clientSecret").as_string())));
  ASSERT_EQ(confirmed.status, 200u) << confirmed.body;
  auto id = std::to_string(confirmed.json().at("order").at("id").as_int64());

  // The seller's tracking number is text the buyer's spreadsheet would otherwise run. A leading
  // "-" before a digit used to pass unescaped.
  auto trader = ts.client();
  trader.get("/api/demo-login/gold_trader");
  auto shipped = trader.postJson(
      "/api/orders/" + id + "/status",
      {{"status", "shipped"}, {"trackingNumber", "-1+HYPERLINK(\"http://evil.example\",\"1Z\")"}});
  ASSERT_EQ(shipped.status, 200u) << shipped.body;

  auto csv = c.get("/api/orders/export.csv");
  ASSERT_EQ(csv.status, 200u);
  EXPECT_NE(csv.body.find(",\"'-1+HYPERLINK(\"\"http://evil.example\"\",\"\"1Z\"\")\","),
            std::string::npos)
      << csv.body;
  EXPECT_EQ(csv.body.find(",-1+HYPERLINK"), std::string::npos);
  EXPECT_EQ(csv.body.find(",\"-1+HYPERLINK"), std::string::npos);
}

TEST(SecurityHeaders, ConnectSrcNamesOnlyOurOwnWebSocketOrigin) {
  auto& ts = TestServer::get();
  auto r = ts.client().get("/api/products");
  auto csp = r.header("Content-Security-Policy");
  auto host = "127.0.0.1:" + std::to_string(ts.port);
  EXPECT_NE(csp.find("connect-src 'self' ws://" + host + " wss://" + host + ";"), std::string::npos)
      << csp;
  EXPECT_EQ(csp.find(" ws: "), std::string::npos) << csp;
  EXPECT_EQ(csp.find(" wss:;"), std::string::npos) << csp;
}
