// Clone detection only from signed-in scans, and public answers that leak nothing (issue 10).
#include <soci/soci.h>

#include "provenance_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::prov;

namespace {
long long scansOf(const std::string& serial) {
  long long n = 0;
  TestServer::get().app->database().read([&](soci::session& s) {
    s << "SELECT COUNT(*) FROM provenance_scans sc JOIN provenance_items i ON i.id = sc.item_id "
         "WHERE i.serial_number = :s",
        soci::use(serial), soci::into(n);
  });
  return n;
}
}  // namespace

TEST(ProvenanceScans, AnonymousCrowdsAndForgedPlacesNeverTurnAGenuineItemIntoAWarning) {
  auto owner = demo("client");
  auto serial = deliveredItemFor(userId(owner));
  auto& ts = TestServer::get();
  ts.clock->advanceMs(61'000);  // a full per-address lookup bucket for the crowd below
  const char* places[] = {"40.7,-74.0", "25.2,55.3", "51.5,-0.1", "Dubai", "Zurich"};
  for (int i = 0; i < 40; ++i) {
    auto c = ts.client();
    auto r = c.request(boost::beast::http::verb::get,
                       "/api/verify/" + serial + "?place=" + places[i % 5], "",
                       {{"X-Forwarded-For", "198.51.100." + std::to_string(i)}});
    ASSERT_EQ(r.status, 200u) << r.body;
  }
  // Signed-in GETs record nothing either.
  for (int i = 0; i < 3; ++i) {
    auto c = ts.client();
    ts.signUpClient(c, "gazer");
    c.get("/api/verify/" + serial + "?place=" + places[i]);
  }
  auto j = ts.client().get("/api/verify/" + serial).json().as_object();
  EXPECT_EQ(j["status"], "verified") << j;
  EXPECT_EQ(j["clone"].at("suspected"), false);
  EXPECT_EQ(scansOf(serial), 0);
  ts.clock->advanceMs(61'000);  // let the shared rate bucket refill for later tests
}

TEST(ProvenanceScans, ThreeOtherAccountsScanningAfterDeliveryMakeASuspectedClone) {
  auto owner = demo("client");
  auto serial = deliveredItemFor(userId(owner));
  auto& ts = TestServer::get();
  // The owner's own scans never count.
  for (int i = 0; i < 5; ++i)
    ASSERT_EQ(owner.postJson("/api/provenance/scans", {{"query", serial}}).status, 200u);
  std::vector<Client> others;
  for (int i = 0; i < 3; ++i) {
    others.push_back(ts.client());
    ts.signUpClient(others.back(), "scanner");
  }
  auto first = others[0].postJson("/api/provenance/scans", {{"query", serial}});
  ASSERT_EQ(first.status, 200u) << first.body;
  // The same answer as the GET.
  auto get = others[0].get("/api/verify/" + serial).json().as_object();
  auto post = first.json().as_object();
  EXPECT_EQ(post["serialNumber"], get["serialNumber"]);
  EXPECT_EQ(post["trustBreakdown"].at("certification"), get["trustBreakdown"].at("certification"));
  for (auto* k : {"status", "trustScore", "journey", "chain", "ownedByYou"})
    EXPECT_TRUE(post.contains(k)) << k;
  others[0].postJson("/api/provenance/scans",
                     {{"query", serial}});  // the same account twice: still one
  others[1].postJson("/api/provenance/scans", {{"query", serial}});
  EXPECT_EQ(ts.client().get("/api/verify/" + serial).json().at("clone").at("suspected"), false);
  others[2].postJson("/api/provenance/scans", {{"query", serial}});
  auto after = ts.client().get("/api/verify/" + serial).json().as_object();
  EXPECT_EQ(after["clone"].at("suspected"), true);
  EXPECT_EQ(after["status"], "warning");
  // Expiry after the window is unit-tested (CloneRules.SignalsExpireAfterTheWindow): moving the
  // shared clock 30 days here would age every other test's data.
}

TEST(ProvenanceScans, TwoAccountsFarApartWithinAnHourMakeASuspectedClone) {
  auto trader = demo("gold_trader");
  auto serial = registerItem(trader, uniqueSerial("TR"));
  auto& ts = TestServer::get();
  auto a = ts.client(), b = ts.client();
  ts.signUpClient(a, "ny");
  ts.signUpClient(b, "dubai");
  auto first =
      a.postJson("/api/provenance/scans", {{"query", serial}, {"lat", 40.7}, {"lon", -74.0}})
          .json()
          .as_object();
  EXPECT_EQ(first["clone"].at("suspected"), false);
  b.postJson("/api/provenance/scans", {{"query", serial}, {"lat", 25.2}, {"lon", 55.3}});
  auto j = ts.client().get("/api/verify/" + serial).json().as_object();
  EXPECT_EQ(j["clone"].at("suspected"), true);
  EXPECT_EQ(j["clone"].at("reasons").as_array()[0], "impossible_travel");
  EXPECT_EQ(j["status"], "warning");
}

TEST(ProvenanceScans, ScansAreSignedInValidatedAndFeedTheDashboards) {
  auto& ts = TestServer::get();
  EXPECT_EQ(ts.client().postJson("/api/provenance/scans", {{"query", "AU-2024-001234"}}).status,
            401u);
  auto c = ts.client();
  ts.signUpClient(c, "dash");
  EXPECT_EQ(
      c.postJson("/api/provenance/scans", {{"query", "AU-2024-001234"}, {"lat", 91}, {"lon", 0}})
          .status,
      400u);
  EXPECT_EQ(
      c.postJson("/api/provenance/scans", {{"query", "AU-2024-001234"}, {"lat", 10}, {"lon", -181}})
          .status,
      400u);
  EXPECT_EQ(c.postJson("/api/provenance/scans", {{"query", "AU-2024-001234"}, {"lat", 10}}).status,
            400u);
  EXPECT_EQ(c.postJson("/api/provenance/scans", {{"query", ""}}).status, 400u);
  EXPECT_EQ(c.postJson("/api/provenance/scans", {{"query", "ZZ-1999-424242"}}).status, 404u);
  ASSERT_EQ(c.postJson("/api/provenance/scans",
                       {{"query", "AU-2024-001234"}, {"lat", 40.71}, {"lon", -74.0}})
                .status,
            200u);
  auto stats = c.get("/api/provenance/my-scans").json().as_object();
  EXPECT_EQ(stats["totalScans"], 2);  // the unmatched scan counts as a scan
  EXPECT_EQ(stats["verifiedProducts"], 1);
  EXPECT_EQ(stats["recentScans"].as_array()[0].at("scanLocation"), "40.7,-74.0");
  auto records =
      demo("gold_trader").get("/api/provenance/records?q=AU-2024-001234").json().as_array();
  ASSERT_FALSE(records.empty());
}

TEST(ProvenancePublic, AnonymousLookupsNeedTheFullSerialAndNeverAnId) {
  auto anon = TestServer::get().client();
  EXPECT_EQ(anon.get("/api/verify/001234").status, 404u);
  EXPECT_EQ(anon.get("/api/verify/AU-2024").status, 404u);
  auto trader = demo("gold_trader");
  auto item = trader.get("/api/provenance/items").json().as_array().at(0).as_object();
  EXPECT_EQ(anon.get("/api/verify/" + std::to_string(item["id"].as_int64())).status, 404u);
  EXPECT_EQ(anon.get("/api/verify/" + str(item, "qrCode")).status, 200u);
  // Signed in: a partial query answers at most five candidates in all.
  auto partial = demo("client").get("/api/verify/2024").json().as_object();
  EXPECT_LE(partial["otherMatches"].as_array().size(), 4u);
  EXPECT_EQ(partial["otherMatches"].as_array().size(), 4u);
}

TEST(ProvenancePublic, OwnersAreNeverNamedToOthers) {
  auto owner = demo("client");
  auto serial = deliveredItemFor(userId(owner));
  auto& ts = TestServer::get();
  auto heir = ts.client();
  auto email = ts.signUpClient(heir, "heir");
  ASSERT_EQ(
      owner.postJson("/api/provenance/items/" + serial + "/transfer", {{"toEmail", email}}).status,
      200u);
  ASSERT_EQ(heir.postJson("/api/provenance/items/" + serial + "/report",
                          {{"kind", "lost"}, {"note", "Left at 5 Elm St"}})
                .status,
            200u);
  auto stranger = ts.client();
  ts.signUpClient(stranger, "stranger");
  for (auto* c : {&stranger, &owner}) {
    auto r = c->get("/api/verify/" + serial);
    EXPECT_EQ(r.body.find("Test User"), std::string::npos) << r.body;  // signUpClient's name
    EXPECT_EQ(r.body.find("Elm St"), std::string::npos) << r.body;
    EXPECT_EQ(r.body.find(email), std::string::npos);
    EXPECT_EQ(r.json().at("ownedByYou"), false);
  }
  auto own = heir.get("/api/verify/" + serial);
  EXPECT_EQ(own.json().at("ownedByYou"), true);
  EXPECT_NE(own.body.find("Elm St"), std::string::npos);  // the owner sees their own note
  auto anon = ts.client().get("/api/verify/" + serial).json().as_object();
  EXPECT_EQ(anon["location"].at("current"), "Boston, MA, USA");  // city level only
  EXPECT_TRUE(anon["journey"].is_null());
}
