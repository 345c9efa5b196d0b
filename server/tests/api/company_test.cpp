// The trader's company profile: created from the application, read-only registration fields,
// logo, and its name on the trader's products (docs/inventory.md, "Company").
#include "harness.hpp"
#include "provenance_helpers.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
namespace json = boost::json;
using boost::beast::http::verb;

namespace {

const std::string kLogoPng = std::string("\x89PNG\r\n\x1A\n", 8) + std::string(200, '\x17');
const std::string kLogoBoundary = "aurumCompanyBoundary42";

HttpResult uploadLogo(Client& c, const std::string& file, const std::string& filename) {
  auto body = "--" + kLogoBoundary +
              "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + filename +
              "\"\r\nContent-Type: image/png\r\n\r\n" + file + "\r\n--" + kLogoBoundary + "--\r\n";
  return c.request(verb::post, "/api/company/logo", body,
                   {{"Content-Type", "multipart/form-data; boundary=" + kLogoBoundary}});
}

HttpResult put(Client& c, const json::object& body) {
  return c.request(verb::put, "/api/company", json::serialize(body),
                   {{"Content-Type", "application/json"}});
}

json::object fullBody(const std::string& name) {
  return {{"companyName", name},
          {"registrationNumber", "REG-HACKED"},
          {"tradingLicense", "LIC-HACKED"},
          {"businessAddress", "3 Vault Lane, London"},
          {"contactEmail", "desk@example.com"},
          {"phone", "+44 20 7946 0000"},
          {"website", "https://bullion.example.com"},
          {"description", "Bars and coins since 1999"}};
}

}  // namespace

TEST(Company, FirstReadCreatesTheProfileFromTheTraderApplication) {
  auto trader = prov::approvedTrader("company");
  auto r = trader.get("/api/company");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto c = r.json().as_object();
  EXPECT_EQ(c.at("companyName").as_string(), "Other Bullion");
  EXPECT_EQ(c.at("tradingLicense").as_string(), "LIC-99999");
  EXPECT_EQ(c.at("businessAddress").as_string(), "2 Bullion Street, London");
  for (auto f :
       {"registrationNumber", "contactEmail", "phone", "website", "description", "logoUrl"})
    EXPECT_TRUE(c.contains(f)) << f;
  EXPECT_EQ(trader.get("/api/company").body, r.body);  // read again: the same row

  auto client = shop::buyer();
  EXPECT_EQ(client.get("/api/company").status, 403u);
  EXPECT_EQ(put(client, fullBody("Client Co")).status, 403u);
  EXPECT_EQ(TestServer::get().client().get("/api/company").status, 401u);
}

TEST(Company, UpdateIgnoresRegistrationNumberAndLicenceAndValidatesFields) {
  auto trader = prov::approvedTrader("company-put");
  auto before = trader.get("/api/company").json().as_object();
  auto r = put(trader, fullBody("Renamed Bullion Ltd"));
  ASSERT_EQ(r.status, 200u) << r.body;
  auto c = r.json().as_object();
  EXPECT_EQ(c.at("companyName").as_string(), "Renamed Bullion Ltd");
  EXPECT_EQ(c.at("registrationNumber"), before.at("registrationNumber"));
  EXPECT_EQ(c.at("tradingLicense").as_string(), "LIC-99999");
  EXPECT_EQ(c.at("businessAddress").as_string(), "3 Vault Lane, London");
  EXPECT_EQ(c.at("contactEmail").as_string(), "desk@example.com");
  EXPECT_EQ(c.at("website").as_string(), "https://bullion.example.com");
  EXPECT_EQ(trader.get("/api/company").json().at("companyName").as_string(), "Renamed Bullion Ltd");

  auto expectField = [&](const char* k, json::value v) {
    auto body = fullBody("Valid Name");
    body[k] = v;
    auto bad = put(trader, body);
    EXPECT_EQ(bad.status, 400u) << k << " " << bad.body;
    EXPECT_EQ(field(bad), k);
  };
  expectField("companyName", "x");
  expectField("companyName", nullptr);
  expectField("contactEmail", "not an address");
  expectField("website", "ftp://files.example.com");
  expectField("description", json::string(std::string(2001, 'd')));
}

TEST(Company, NameShowsOnTheTradersProducts) {
  auto trader = prov::approvedTrader("company-products");
  ASSERT_EQ(put(trader, fullBody("Sovereign Metals SA")).status, 200u);
  json::object body{{"name", "Sovereign 1 oz bar"},
                    {"description", ""},
                    {"metalType", "silver"},
                    {"form", "bar"},
                    {"weight", 1},
                    {"purity", 9990},
                    {"premium", "2"},
                    {"stock", 20}};
  auto made = trader.postJson("/api/products", body);
  ASSERT_EQ(made.status, 201u) << made.body;
  auto id = made.json().at("id").as_int64();
  EXPECT_EQ(made.json().at("sellerName").as_string(), "Sovereign Metals SA");
  auto pub = TestServer::get().client().get("/api/products/" + std::to_string(id));
  EXPECT_EQ(pub.json().at("sellerName").as_string(), "Sovereign Metals SA");

  // A new name shows at once (the catalogue is rebuilt).
  ASSERT_EQ(put(trader, fullBody("Sovereign Metals AG")).status, 200u);
  pub = TestServer::get().client().get("/api/products/" + std::to_string(id));
  EXPECT_EQ(pub.json().at("sellerName").as_string(), "Sovereign Metals AG");
  auto mine = trader.get("/api/products/mine").json();
  ASSERT_EQ(mine.as_array().size(), 1u);
  EXPECT_EQ(mine.as_array()[0].at("sellerName").as_string(), "Sovereign Metals AG");

  // Every public product names its seller (the demo catalogue included).
  auto all = TestServer::get().client().get("/api/products").json();
  for (const auto& p : all.as_array())
    EXPECT_FALSE(p.at("sellerName").as_string().empty()) << p.at("id").as_int64();
}

TEST(Company, LogoIsCheckedByItsContent) {
  auto trader = prov::approvedTrader("company-logo");
  auto text = uploadLogo(trader, "plain text pretending", "logo.png");
  EXPECT_EQ(text.status, 415u) << text.body;
  auto ok = uploadLogo(trader, kLogoPng, "logo.png");
  ASSERT_EQ(ok.status, 200u) << ok.body;
  std::string url(ok.json().at("logoUrl").as_string());
  EXPECT_NE(url.find("/logo?v="), std::string::npos) << url;
  auto img = TestServer::get().client().get(url);
  ASSERT_EQ(img.status, 200u);
  EXPECT_EQ(img.header("Content-Type"), "image/png");
  EXPECT_EQ(img.body, kLogoPng);
  EXPECT_EQ(trader.get("/api/company").json().at("logoUrl").as_string(), url);
}
