// Sellers' products: creation and validation, ownership, stock adjustments and their history,
// archiving, pictures, serialized stock (docs/inventory.md). Runs on the backend chosen by
// AURUM_TEST_BACKEND.
#include <algorithm>
#include <set>

#include "harness.hpp"
#include "provenance_helpers.hpp"
#include "shop_helpers.hpp"
#include "upload_helpers.hpp"

using namespace aurum::testing;
namespace json = boost::json;
using boost::beast::http::verb;
using shop::cents;
using shop::patch;

namespace {

json::object productBody(const std::string& name, long long stock = 12) {
  return {{"name", name},        {"description", "A test bar for the inventory suite"},
          {"metalType", "gold"}, {"form", "bar"},
          {"weight", 1.123456},  {"purity", 9999},
          {"premium", "45.50"},  {"stock", stock}};
}

std::string uniqueName(const std::string& prefix) {
  static int n = 0;
  return prefix + " " + std::to_string(::getpid() % 100000) + "-" + std::to_string(++n);
}

json::object create(Client& c, const std::string& name, long long stock = 12) {
  auto r = c.postJson("/api/products", productBody(name, stock));
  EXPECT_EQ(r.status, 201u) << r.body;
  return r.json().as_object();
}

std::string path(const json::object& p, const std::string& tail = "") {
  return "/api/products/" + std::to_string(p.at("id").as_int64()) + tail;
}

bool inCatalogue(long long id) {
  auto c = TestServer::get().client();
  auto all = c.get("/api/products").json();
  for (const auto& p : all.as_array())
    if (p.at("id").as_int64() == id) return true;
  return false;
}

}  // namespace

TEST(Inventory, CreateValidationNamesEachField) {
  auto trader = demo("gold_trader");
  auto expectField = [&](json::object body, const char* f) {
    auto r = trader.postJson("/api/products", body);
    EXPECT_EQ(r.status, 400u) << f << " " << r.body;
    EXPECT_EQ(field(r), f) << r.body;
  };
  auto with = [](const char* k, json::value v) {
    auto b = productBody("Validation bar");
    b[k] = v;
    return b;
  };
  expectField(with("weight", 1.1234567), "weight");  // 7 decimals
  expectField(with("weight", 0), "weight");
  expectField(with("weight", -1.5), "weight");
  expectField(with("weight", "heavy"), "weight");
  expectField(with("purity", 0), "purity");
  expectField(with("purity", 10001), "purity");
  expectField(with("premium", "-1"), "premium");
  expectField(with("premium", "abc"), "premium");
  expectField(with("premium", 12.5), "premium");  // a decimal string, not a number
  expectField(with("premium", "1.005"), "premium");
  expectField(with("name", "x"), "name");
  expectField(with("name", json::string(std::string(121, 'n'))), "name");
  expectField(with("description", json::string(std::string(2001, 'd'))), "description");
  expectField(with("metalType", "copper"), "metalType");
  expectField(with("form", "round"), "form");
  expectField(with("stock", -1), "stock");
  expectField(with("stock", 1'000'001), "stock");
  auto noName = productBody("x");
  noName.erase("name");
  expectField(noName, "name");

  // Six decimals are exact; the fine weight of a .9999 bar is its weight (docs/inventory.md).
  auto p = create(trader, uniqueName("Exact bar"));
  EXPECT_EQ(p.at("weight").as_double(), 1.123456);
  EXPECT_EQ(p.at("fineWeight").as_double(), 1.123456);
  EXPECT_EQ(p.at("premium").as_string(), "45.50");
  EXPECT_EQ(p.at("purity").as_int64(), 9999);
  EXPECT_EQ(p.at("inventory").as_int64(), 12);
  EXPECT_EQ(p.at("stockStatus").as_string(), "in_stock");
  EXPECT_TRUE(p.at("active").as_bool());

  // PATCH: stock is refused by name, other fields checked as on creation.
  auto s = patch(trader, path(p), {{"stock", 5}});
  EXPECT_EQ(s.status, 400u) << s.body;
  EXPECT_EQ(field(s), "stock");
  EXPECT_NE(s.body.find("/stock"), std::string::npos) << s.body;
  auto w = patch(trader, path(p), {{"weight", 2.0000001}});
  EXPECT_EQ(field(w), "weight");
  auto pu = patch(trader, path(p), {{"purity", 10001}});
  EXPECT_EQ(field(pu), "purity");
  auto a = patch(trader, path(p), {{"active", "no"}});
  EXPECT_EQ(field(a), "active");
  auto ok = patch(trader, path(p),
                  {{"name", "Renamed bar"},
                   {"weight", 2},
                   {"purity", 9167},
                   {"premium", "10"},
                   {"form", "coin"}});
  ASSERT_EQ(ok.status, 200u) << ok.body;
  auto edited = ok.json().as_object();
  EXPECT_EQ(edited.at("name").as_string(), "Renamed bar");
  EXPECT_EQ(edited.at("form").as_string(), "coin");
  EXPECT_EQ(edited.at("premium").as_string(), "10.00");
  EXPECT_EQ(edited.at("fineWeight").as_double(), 1.8334);  // 2 oz x .9167
  EXPECT_EQ(edited.at("inventory").as_int64(), 12);
}

TEST(Inventory, NewProductIsInTheCatalogueAtOnceWithItsSellerAndOpeningStock) {
  auto trader = demo("gold_trader");
  auto company = trader.get("/api/company");
  ASSERT_EQ(company.status, 200u) << company.body;
  auto p = create(trader, uniqueName("Catalogue bar"), 3);
  auto id = p.at("id").as_int64();
  EXPECT_EQ(p.at("stockStatus").as_string(), "low_stock");
  EXPECT_EQ(p.at("sellerName"), company.json().at("companyName"));
  EXPECT_EQ(p.at("sellerId").as_int64(), prov::userId(trader));

  auto anon = TestServer::get().client();
  auto pub = anon.get("/api/products/" + std::to_string(id));
  ASSERT_EQ(pub.status, 200u) << pub.body;
  EXPECT_EQ(pub.json().at("sellerName"), company.json().at("companyName"));
  EXPECT_TRUE(inCatalogue(id));
  auto gold = anon.get("/api/products?metalType=gold").body;
  EXPECT_NE(gold.find("\"id\":" + std::to_string(id) + ","), std::string::npos);

  auto history = trader.get(path(p, "/stock"));
  ASSERT_EQ(history.status, 200u) << history.body;
  auto rows = history.json().as_array();
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].at("reason").as_string(), "opening");
  EXPECT_EQ(rows[0].at("delta").as_int64(), 3);
  EXPECT_EQ(rows[0].at("stockAfter").as_int64(), 3);
  EXPECT_EQ(rows[0].at("actor").at("id").as_int64(), prov::userId(trader));

  // No opening stock, no opening row; the product is out of stock.
  auto empty = create(trader, uniqueName("Empty bar"), 0);
  EXPECT_EQ(empty.at("stockStatus").as_string(), "out_of_stock");
  EXPECT_TRUE(trader.get(path(empty, "/stock")).json().as_array().empty());

  // The inventory list: own products, with filters.
  auto mine = trader.get("/api/products/mine?q=" + std::string("catalogue") + "&metalType=gold");
  ASSERT_EQ(mine.status, 200u) << mine.body;
  bool found = false;
  auto mineList = mine.json();
  for (const auto& m : mineList.as_array()) {
    auto name = std::string(m.at("name").as_string());
    std::transform(name.begin(), name.end(), name.begin(), ::tolower);
    EXPECT_NE(name.find("catalogue"), std::string::npos) << name;
    EXPECT_TRUE(m.as_object().contains("reserved"));
    if (m.at("id").as_int64() == id) found = true;
  }
  EXPECT_TRUE(found);
  EXPECT_EQ(trader.get("/api/products/mine?status=bogus").status, 400u);
  EXPECT_TRUE(
      trader.get("/api/products/mine?metalType=silver&q=catalogue").json().as_array().empty());
}

TEST(Inventory, OnlyTheSellerOrAnAdminManagesAProduct) {
  auto trader = demo("gold_trader");
  auto p = create(trader, uniqueName("Owned bar"));
  auto other = prov::approvedTrader("inv-other");
  EXPECT_EQ(patch(other, path(p), {{"name", "Stolen bar"}}).status, 404u);
  EXPECT_EQ(other.postJson(path(p, "/stock"), {{"delta", 1}, {"reason", "received"}}).status, 404u);
  EXPECT_EQ(other.get(path(p, "/stock")).status, 404u);
  EXPECT_EQ(postMultipart(other, path(p, "/image"), {}, kPng).status, 404u);
  auto otherList = other.get("/api/products/mine").json();
  for (const auto& m : otherList.as_array())
    EXPECT_NE(m.at("id").as_int64(), p.at("id").as_int64());

  auto client = shop::buyer();
  EXPECT_EQ(client.postJson("/api/products", productBody("Client bar")).status, 403u);
  EXPECT_EQ(patch(client, path(p), {{"name", "x y"}}).status, 403u);
  EXPECT_EQ(client.postJson(path(p, "/stock"), {{"delta", 1}, {"reason", "received"}}).status,
            403u);
  EXPECT_EQ(client.get("/api/products/mine").status, 403u);
  EXPECT_EQ(TestServer::get().client().postJson("/api/products", productBody("Anon")).status, 401u);

  // An admin manages every product and may create one for a trader (or a house product).
  Client admin = TestServer::get().client();
  signInAdmin(admin, *TestServer::get().clock);
  auto renamed = patch(admin, path(p), {{"name", "Admin renamed bar"}});
  ASSERT_EQ(renamed.status, 200u) << renamed.body;
  auto body = productBody(uniqueName("For the trader"));
  body["sellerId"] = prov::userId(trader);
  auto made = admin.postJson("/api/products", body);
  ASSERT_EQ(made.status, 201u) << made.body;
  EXPECT_EQ(made.json().at("sellerId").as_int64(), prov::userId(trader));
  body["sellerId"] = prov::userId(client);
  auto notTrader = admin.postJson("/api/products", body);
  EXPECT_EQ(notTrader.status, 400u);
  EXPECT_EQ(field(notTrader), "sellerId");
  body.erase("sellerId");
  auto house = admin.postJson("/api/products", body);
  ASSERT_EQ(house.status, 201u) << house.body;
  EXPECT_EQ(house.json().at("sellerName").as_string(), "Aurum");
  auto bySeller = admin.get("/api/products/mine?sellerId=" + std::to_string(prov::userId(trader)));
  ASSERT_EQ(bySeller.status, 200u);
  auto sellerList = bySeller.json();
  for (const auto& m : sellerList.as_array())
    EXPECT_EQ(m.at("sellerId").as_int64(), prov::userId(trader));

  // Each of the admin's product changes is in the audit log; the seller's own are not.
  auto audit = admin.get("/api/admin/audit?limit=50").json();
  std::multiset<std::string> actions;
  for (const auto& e : audit.as_array())
    if (e.at("targetType") == "product") actions.insert(std::string(e.at("action").as_string()));
  EXPECT_GE(actions.count("product.update"), 1u);
  EXPECT_GE(actions.count("product.create"), 2u);
}

TEST(Inventory, StockAdjustmentsAreRecordedAndStockNeverGoesNegative) {
  auto trader = demo("gold_trader");
  auto p = create(trader, uniqueName("Stock bar"), 4);
  auto add = trader.postJson(path(p, "/stock"), {{"delta", 5}, {"reason", "received"}});
  ASSERT_EQ(add.status, 200u) << add.body;
  EXPECT_EQ(add.json().at("product").at("inventory").as_int64(), 9);
  EXPECT_EQ(add.json().at("adjustment").at("stockAfter").as_int64(), 9);
  EXPECT_EQ(add.json().at("adjustment").at("reason").as_string(), "received");
  auto dmg = trader.postJson(path(p, "/stock"), {{"delta", -3}, {"reason", "damaged"}});
  ASSERT_EQ(dmg.status, 200u) << dmg.body;
  EXPECT_EQ(dmg.json().at("product").at("stockStatus").as_string(), "in_stock");

  auto tooMany = trader.postJson(path(p, "/stock"), {{"delta", -7}, {"reason", "correction"}});
  EXPECT_EQ(tooMany.status, 409u) << tooMany.body;
  EXPECT_NE(tooMany.body.find("6 left"), std::string::npos) << tooMany.body;
  EXPECT_EQ(shop::stockOf(p.at("id").as_int64()), 6);

  for (auto [body, f] : std::vector<std::pair<json::object, const char*>>{
           {{{"delta", 0}, {"reason", "received"}}, "delta"},
           {{{"delta", 1'000'001}, {"reason", "received"}}, "delta"},
           {{{"delta", 1.5}, {"reason", "received"}}, "delta"},
           {{{"delta", 1}, {"reason", "opening"}}, "reason"},
           {{{"delta", 1}, {"reason", "gift"}}, "reason"},
           {{{"delta", 1}}, "reason"}}) {
    auto r = trader.postJson(path(p, "/stock"), body);
    EXPECT_EQ(r.status, 400u) << r.body;
    EXPECT_EQ(field(r), f) << r.body;
  }

  auto corr = trader.postJson(path(p, "/stock"), {{"delta", -6}, {"reason", "correction"}});
  ASSERT_EQ(corr.status, 200u) << corr.body;
  EXPECT_EQ(corr.json().at("product").at("stockStatus").as_string(), "out_of_stock");

  auto history = trader.get(path(p, "/stock")).json().as_array();
  ASSERT_EQ(history.size(), 4u);  // newest first
  std::vector<std::pair<std::string, long long>> seen;
  for (const auto& h : history)
    seen.emplace_back(std::string(h.at("reason").as_string()), h.at("stockAfter").as_int64());
  EXPECT_EQ(seen, (std::vector<std::pair<std::string, long long>>{
                      {"correction", 0}, {"damaged", 6}, {"received", 9}, {"opening", 4}}));
  EXPECT_GT(history[0].at("id").as_int64(), history[1].at("id").as_int64());
  EXPECT_FALSE(std::string(history[0].at("createdAt").as_string()).empty());
}

TEST(Inventory, ArchivingKeepsOrdersAndRemovesTheProductFromCatalogueCartAndCheckout) {
  auto trader = demo("gold_trader");
  auto p = create(trader, uniqueName("Archived bar"), 10);
  auto id = p.at("id").as_int64();

  auto buyer = shop::buyer();
  ASSERT_EQ(shop::add(buyer, id, 1).status, 201u);
  auto secret = shop::intentSecret(buyer);
  auto paid = buyer.postJson("/api/checkout/confirm", payBody(secret));
  ASSERT_EQ(paid.status, 200u) << paid.body;
  auto orderId = paid.json().at("order").at("id").as_int64();

  auto late = shop::buyer();  // an archived product left in a cart
  ASSERT_EQ(shop::add(late, id, 1).status, 201u);

  auto arch = patch(trader, path(p), {{"active", false}});
  ASSERT_EQ(arch.status, 200u) << arch.body;
  EXPECT_FALSE(arch.json().at("active").as_bool());
  EXPECT_FALSE(inCatalogue(id));
  EXPECT_EQ(TestServer::get().client().get(path(p)).status, 404u);
  auto third = shop::buyer();
  EXPECT_EQ(shop::add(third, id, 1).status, 404u);
  auto quote = late.postJson("/api/create-payment-intent", json::object{});
  EXPECT_EQ(quote.status, 409u) << quote.body;
  EXPECT_EQ(field(quote), "cart");
  EXPECT_NE(quote.body.find("no longer sold"), std::string::npos) << quote.body;

  auto order = buyer.get("/api/orders/" + std::to_string(orderId));
  ASSERT_EQ(order.status, 200u) << order.body;
  EXPECT_EQ(order.json().at("lines").at(0).at("productId").as_int64(), id);

  auto archived = trader.get("/api/products/mine?status=archived").json().as_array();
  bool listed = false;
  for (const auto& m : archived) {
    EXPECT_FALSE(m.at("active").as_bool());
    listed |= m.at("id").as_int64() == id;
  }
  EXPECT_TRUE(listed);
  auto activeList = trader.get("/api/products/mine?status=active").json();
  for (const auto& m : activeList.as_array()) EXPECT_NE(m.at("id").as_int64(), id);

  // Restored: back in the catalogue at once.
  ASSERT_EQ(patch(trader, path(p), {{"active", true}}).status, 200u);
  EXPECT_TRUE(inCatalogue(id));
}

TEST(Inventory, PicturesAreCheckedByTheirContent) {
  auto trader = demo("gold_trader");
  auto p = create(trader, uniqueName("Pictured bar"));
  auto text =
      postMultipart(trader, path(p, "/image"), {}, "just some text, not a picture", "bar.png");
  EXPECT_EQ(text.status, 415u) << text.body;
  EXPECT_EQ(field(text), "file");
  auto big = postMultipart(trader, path(p, "/image"), {}, kPng + std::string(2 * 1024 * 1024, 'x'));
  EXPECT_EQ(big.status, 413u) << big.status;

  auto ok = postMultipart(trader, path(p, "/image"), {}, kPng);
  ASSERT_EQ(ok.status, 200u) << ok.body;
  std::string url(ok.json().at("imageUrl").as_string());
  EXPECT_EQ(url.rfind(path(p, "/image?v="), 0), 0u) << url;
  auto img = TestServer::get().client().get(url);
  ASSERT_EQ(img.status, 200u);
  EXPECT_EQ(img.header("Content-Type"), "image/png");
  EXPECT_EQ(img.body, kPng);
  auto pub = TestServer::get().client().get(path(p)).json();
  EXPECT_EQ(pub.at("imageUrl").as_string(), url);
  auto again = postMultipart(trader, path(p, "/image"), {}, kPng);
  EXPECT_NE(again.json().at("imageUrl").as_string(), url);  // a new picture is a new URL
}

TEST(Inventory, ReceivedUnitsOfASerializedProductGetSerials) {
  auto trader = demo("gold_trader");
  auto p = create(trader, uniqueName("Serial bar"), 2);
  auto id = p.at("id").as_int64();
  auto countItems = [&] {
    int n = 0;
    auto items = trader.get("/api/provenance/items").json();
    for (const auto& i : items.as_array())
      if (i.at("productId").is_int64() && i.at("productId").as_int64() == id) ++n;
    return n;
  };
  // Not serialized yet: adding units registers nothing.
  ASSERT_EQ(trader.postJson(path(p, "/stock"), {{"delta", 1}, {"reason", "received"}}).status,
            200u);
  EXPECT_EQ(countItems(), 0);

  prov::registerItem(trader, prov::uniqueSerial("INV"), id);
  ASSERT_EQ(countItems(), 1);
  auto add = trader.postJson(path(p, "/stock"), {{"delta", 3}, {"reason", "received"}});
  ASSERT_EQ(add.status, 200u) << add.body;
  EXPECT_EQ(countItems(), 4);
  // Each new unit's journey ends at the trader's receipt, entered by the trader.
  auto items = trader.get("/api/provenance/items").json();
  std::string serial;
  for (const auto& i : items.as_array())
    if (i.at("productId").is_int64() && i.at("productId").as_int64() == id &&
        std::string(i.at("serialNumber").as_string()).find("-R") != std::string::npos)
      serial = std::string(i.at("serialNumber").as_string());
  ASSERT_FALSE(serial.empty());
  auto journey = trader.get("/api/verify/" + serial);  // the dealer sees the journey
  ASSERT_EQ(journey.status, 200u) << journey.body;
  EXPECT_NE(journey.body.find("Received into the dealer's stock"), std::string::npos);

  // Removing units registers nothing.
  ASSERT_EQ(trader.postJson(path(p, "/stock"), {{"delta", -1}, {"reason", "damaged"}}).status,
            200u);
  EXPECT_EQ(countItems(), 4);
}
