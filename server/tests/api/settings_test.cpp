// Issue 12: saved settings (GET/PUT /api/settings), FX rates, and the account data export/import.
#include "account_helpers.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::account;

TEST(AccountSettings, NeedSigningIn) {
  auto c = TestServer::get().client();
  EXPECT_EQ(c.get("/api/settings").status, 401u);
  EXPECT_EQ(putJson(c, "/api/settings", json::object{}).status, 401u);
}

TEST(AccountSettings, DefaultsAreTheSpecs) {
  auto c = freshUser();
  auto r = c.get("/api/settings");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto expected = json::parse(R"({
    "general": {"language": "en", "timezone": "UTC-5", "currency": "USD", "dateFormat": "MM/DD/YYYY"},
    "notifications": {"email": true, "sms": false, "push": true, "priceAlerts": true,
                      "orderUpdates": true, "marketNews": false},
    "privacy": {"profileVisibility": "private", "dataSharing": false, "analytics": true,
                "marketing": false},
    "appearance": {"theme": "light", "accent": "blue", "fontSize": "medium"}})");
  EXPECT_EQ(r.json(), expected);
}

TEST(AccountSettings, PartialDocumentsMergeAndPersist) {
  auto c = freshUser();
  auto r = putJson(c, "/api/settings", {{"appearance", {{"theme", "dark"}}}});
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("appearance").at("theme"), "dark");
  EXPECT_EQ(r.json().at("appearance").at("accent"), "blue");
  r = putJson(c, "/api/settings",
              {{"general", {{"currency", "EUR"}, {"language", "de"}}},
               {"notifications", {{"email", false}}}});
  ASSERT_EQ(r.status, 200u) << r.body;
  auto got = c.get("/api/settings").json();
  EXPECT_EQ(got.at("appearance").at("theme"), "dark");  // kept from the first merge
  EXPECT_EQ(got.at("general").at("currency"), "EUR");
  EXPECT_EQ(got.at("general").at("language"), "de");
  EXPECT_EQ(got.at("general").at("timezone"), "UTC-5");
  EXPECT_EQ(got.at("notifications").at("email"), false);
  EXPECT_EQ(got.at("notifications").at("push"), true);
  // Another account is untouched.
  auto other = freshUser();
  EXPECT_EQ(other.get("/api/settings").json().at("appearance").at("theme"), "light");
}

TEST(AccountSettings, EachBadValueIsRefusedNamingItsField) {
  auto c = freshUser();
  const std::vector<std::tuple<std::string, std::string, json::value>> bad = {
      {"general", "language", "it"},
      {"general", "timezone", "UTC+1"},
      {"general", "currency", "CHF"},
      {"general", "dateFormat", "DD.MM.YYYY"},
      {"notifications", "email", "yes"},
      {"notifications", "sms", 1},
      {"notifications", "push", nullptr},
      {"notifications", "priceAlerts", "true"},
      {"notifications", "orderUpdates", 0},
      {"notifications", "marketNews", json::array{}},
      {"privacy", "profileVisibility", "all"},
      {"privacy", "dataSharing", "no"},
      {"privacy", "analytics", 1},
      {"privacy", "marketing", "false"},
      {"appearance", "theme", "neon"},
      {"appearance", "accent", "red"},
      {"appearance", "fontSize", "huge"},
      {"appearance", "theme", true}};
  for (const auto& [group, key, value] : bad) {
    json::object patch{{group, json::object{{key, value}}}};
    auto r = putJson(c, "/api/settings", patch);
    EXPECT_EQ(r.status, 400u) << group << "." << key;
    EXPECT_EQ(code(r), "validation_error");
    EXPECT_EQ(field(r), group + "." + key) << r.body;
  }
  // Nothing was half-applied: a bad key after a good one changes nothing.
  auto r = putJson(c, "/api/settings", {{"appearance", {{"theme", "dark"}, {"fontSize", "huge"}}}});
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(c.get("/api/settings").json().at("appearance").at("theme"), "light");
}

TEST(AccountSettings, UnknownGroupsAndKeysAreRefused) {
  auto c = freshUser();
  auto r = putJson(c, "/api/settings", {{"billing", {{"plan", "gold"}}}});
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "billing");
  r = putJson(c, "/api/settings", {{"appearance", {{"colour", "blue"}}}});
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "appearance.colour");
  r = putJson(c, "/api/settings", {{"privacy", "private"}});
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "privacy");
  // An empty object is no change for a known group, and no way past the check for an unknown one.
  r = putJson(c, "/api/settings", {{"billing", boost::json::object{}}});
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "billing");
  r = putJson(c, "/api/settings", {{"general", boost::json::object{}}});
  EXPECT_EQ(r.status, 200u) << r.body;
  r = c.request(verb::put, "/api/settings", "[1]", {{"Content-Type", "application/json"}});
  EXPECT_EQ(r.status, 400u);
}

TEST(FxRates, PublishesTheSimulatedRatesAsSixPlaceStrings) {
  auto c = TestServer::get().client();
  tick();
  auto r = c.get("/api/fx-rates");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto j = r.json().as_object();
  EXPECT_EQ(j.at("base"), "USD");
  EXPECT_EQ(j.at("simulated"), true);
  EXPECT_EQ(j.at("source"), "Aurum Simulated");
  EXPECT_TRUE(j.at("updatedAt").is_string());
  const auto& rates = j.at("rates").as_object();
  EXPECT_EQ(rates.at("USD"), "1.000000");
  auto rate = [&](const char* c) {
    std::string s(rates.at(c).as_string());
    EXPECT_EQ(s.size() - s.find('.'), 7u) << s;  // six places
    return std::stod(s);
  };
  EXPECT_NEAR(rate("EUR"), 0.92, 0.092);
  EXPECT_NEAR(rate("GBP"), 0.79, 0.079);
  EXPECT_NEAR(rate("JPY"), 151.0, 15.1);
  EXPECT_FALSE(r.header("ETag").empty());
}

namespace {

json::object exportOf(Client& c) {
  auto r = c.get("/api/account/export");
  EXPECT_EQ(r.status, 200u) << r.body;
  EXPECT_NE(r.header("Content-Disposition").find("aurum-account-export.json"), std::string::npos);
  return r.json().as_object();
}

}  // namespace

TEST(AccountData, ExportHoldsTheUsersDataAndNoSecrets) {
  auto c = shop::buyer();
  ASSERT_EQ(shop::add(c, shop::makeProduct(5), 1).status, 201u);
  auto paid = c.postJson("/api/checkout/confirm", payBody(shop::intentSecret(c)));
  ASSERT_EQ(paid.status, 200u) << paid.body;
  auto orderId = paid.json().at("order").at("id").as_int64();
  ASSERT_EQ(putJson(c, "/api/settings", {{"general", {{"currency", "GBP"}}}}).status, 200u);
  ASSERT_EQ(c.postJson("/api/alerts",
                       {{"metalType", "silver"}, {"direction", "above"}, {"price", "999999.00"}})
                .status,
            201u);

  auto r = c.get("/api/account/export");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto e = r.json().as_object();
  EXPECT_EQ(e.at("format"), "aurum-account-export");
  EXPECT_EQ(e.at("version"), 1);
  EXPECT_EQ(e.at("profile").at("id"), idOf(c));
  EXPECT_EQ(e.at("settings").at("general").at("currency"), "GBP");
  ASSERT_EQ(e.at("orders").as_array().size(), 1u);
  EXPECT_EQ(e.at("orders").at(0).at("id"), orderId);
  EXPECT_FALSE(e.at("orders").at(0).at("lines").as_array().empty());
  EXPECT_FALSE(e.at("ledger").as_array().empty());
  ASSERT_EQ(e.at("alerts").as_array().size(), 1u);
  EXPECT_EQ(e.at("alerts").at(0).at("price"), "999999.00");
  ASSERT_FALSE(e.at("sessions").as_array().empty());
  EXPECT_EQ(e.at("sessions").at(0).at("current"), true);
  for (const char* section : {"scans", "kyc", "securityEvents"})
    EXPECT_TRUE(e.at(section).is_array()) << section;
  // No password hash, no session token or its hash anywhere in the file.
  for (const char* secret : {"password", "hash\"", "tokenHash", "token_hash", "argon2"})
    EXPECT_EQ(r.body.find(secret), std::string::npos) << secret;
  EXPECT_EQ(r.body.find(c.sessionCookie), std::string::npos);
}

TEST(AccountData, ExportListsKycMetadataWithoutTheFile) {
  auto c = freshUser("kycexport");
  const std::string boundary = "aurumExportBoundary";
  const std::string png = std::string("\x89PNG\r\n\x1A\n", 8) + std::string(300, '\x42');
  std::string body = "--" + boundary +
                     "\r\nContent-Disposition: form-data; name=\"documentType\"\r\n\r\npassport\r\n"
                     "--" +
                     boundary +
                     "\r\nContent-Disposition: form-data; name=\"category\"\r\n\r\nidentity\r\n"
                     "--" +
                     boundary +
                     "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"id.png\"\r\n"
                     "Content-Type: image/png\r\n\r\n" +
                     png + "\r\n--" + boundary + "--\r\n";
  auto up = c.request(verb::post, "/api/kyc/upload", body,
                      {{"Content-Type", "multipart/form-data; boundary=" + boundary}});
  ASSERT_EQ(up.status, 201u) << up.body;
  auto r = c.get("/api/account/export");
  auto e = r.json().as_object();
  ASSERT_EQ(e.at("kyc").as_array().size(), 1u);
  const auto& docs = e.at("kyc").at(0).at("documents").as_array();
  ASSERT_EQ(docs.size(), 1u);
  EXPECT_EQ(docs[0].at("category"), "identity");
  EXPECT_EQ(docs[0].at("documentType"), "passport");
  EXPECT_EQ(docs[0].at("size"), static_cast<std::int64_t>(png.size()));
  EXPECT_EQ(docs[0].at("sha256").as_string().size(), 64u);
  EXPECT_EQ(r.body.find(std::string(300, 'B')), std::string::npos);  // the bytes
  EXPECT_EQ(r.body.find("QkJCQkJC"), std::string::npos);             // nor their base64
}

TEST(AccountData, ImportRestoresSettingsAndAddsMissingAlerts) {
  auto source = freshUser();
  ASSERT_EQ(putJson(source, "/api/settings",
                    {{"appearance", {{"theme", "system"}, {"accent", "purple"}}},
                     {"notifications", {{"sms", true}}}})
                .status,
            200u);
  for (const char* price : {"999998.00", "999997.00"})
    ASSERT_EQ(source
                  .postJson("/api/alerts",
                            {{"metalType", "platinum"}, {"direction", "above"}, {"price", price}})
                  .status,
              201u);
  auto file = exportOf(source);

  auto target = freshUser();
  ASSERT_EQ(
      target
          .postJson("/api/alerts",
                    {{"metalType", "platinum"}, {"direction", "above"}, {"price", "999998.00"}})
          .status,
      201u);
  auto r = target.postJson("/api/account/import", file);
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("settings"), true);
  EXPECT_EQ(r.json().at("alerts"), 1);  // the one already present is skipped
  auto s = target.get("/api/settings").json();
  EXPECT_EQ(s.at("appearance").at("theme"), "system");
  EXPECT_EQ(s.at("appearance").at("accent"), "purple");
  EXPECT_EQ(s.at("notifications").at("sms"), true);
  EXPECT_EQ(target.get("/api/alerts").json().as_array().size(), 2u);
  // Importing the same file again adds nothing more.
  r = target.postJson("/api/account/import", file);
  EXPECT_EQ(r.json().at("alerts"), 0);
}

TEST(AccountData, ImportRefusesOtherFilesAndWritesNothingOnError) {
  auto c = freshUser();
  auto r = c.postJson("/api/account/import", {{"format", "something-else"}, {"version", 1}});
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "format");
  r = c.postJson("/api/account/import", {{"format", "aurum-account-export"}, {"version", 2}});
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "version");
  // A bad alert after good settings: neither is applied.
  json::object file{{"format", "aurum-account-export"},
                    {"version", 1},
                    {"settings", {{"appearance", {{"theme", "dark"}}}}},
                    {"alerts", json::array{{{"metalType", "gold"},
                                            {"direction", "above"},
                                            {"price", "999999.00"},
                                            {"status", "active"}},
                                           {{"metalType", "tin"},
                                            {"direction", "above"},
                                            {"price", "1.00"},
                                            {"status", "active"}}}}};
  r = c.postJson("/api/account/import", file);
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "alerts.1.metalType");
  EXPECT_EQ(c.get("/api/settings").json().at("appearance").at("theme"), "light");
  EXPECT_TRUE(c.get("/api/alerts").json().as_array().empty());
  // Bad settings are named as in PUT /api/settings.
  file["alerts"] = json::array{};
  file["settings"] = {{"appearance", {{"theme", "neon"}}}};
  r = c.postJson("/api/account/import", file);
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "appearance.theme");
  // At most 1 MB: refused from its Content-Length, before the body is read (sending the body too
  // would race the server's answer and close).
  auto reply = c.raw(
      "POST /api/account/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
      "Content-Length: 1048577\r\nCookie: aurum_session=" +
      c.sessionCookie + "\r\n\r\n");
  EXPECT_NE(reply.find(" 413 "), std::string::npos) << reply.substr(0, 200);
}
