#include <soci/soci.h>

#include <atomic>
#include <thread>
#include <vector>

#include "crypto/signing.hpp"
#include "provenance_helpers.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
using boost::beast::http::verb;
namespace json = boost::json;

using namespace aurum::testing::prov;

TEST(Verify, SpecSerialIsVerifiedAuthenticWithTheSpecShape) {
  auto c = TestServer::get().client();
  auto r = c.get("/api/verify/AU-2024-001234");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto j = r.json().as_object();
  EXPECT_EQ(j["status"], "verified");
  EXPECT_EQ(j["statusText"], "Verified Authentic");
  EXPECT_EQ(j["serialNumber"], "AU-2024-001234");
  EXPECT_GE(j["trustScore"].as_int64(), 90);
  EXPECT_EQ(j["trustBand"], "green");
  for (const char* k : {"name", "type", "serialNumber", "batch", "weight", "purity"})
    EXPECT_TRUE(j["product"].as_object().contains(k)) << k;
  for (const char* k : {"certifier", "certificateNumber", "validUntil", "lastVerified"})
    EXPECT_TRUE(j["certification"].as_object().contains(k)) << k;
  EXPECT_TRUE(j["location"].as_object().contains("current"));
  EXPECT_TRUE(j["location"].as_object().contains("facility"));
  EXPECT_EQ(j["chain"].as_object()["intact"], true);
  EXPECT_EQ(j["blockchainHash"], j["chain"].as_object()["head"]);
  EXPECT_EQ(j["blockchainHash"].as_string().size(), 64u);
  EXPECT_EQ(j["trustBreakdown"].as_object().size(), 6u);
  // Signed out: no journey (the spec keeps the full journey for signed-up users).
  EXPECT_TRUE(j["journey"].is_null());
  EXPECT_EQ(j["journeyAvailable"], false);
}

TEST(Verify, SignedInViewersGetTheJourney) {
  auto c = demo("client");
  auto j = c.get("/api/verify/AG-2024-005678").json().as_object();
  EXPECT_EQ(j["status"], "verified");
  ASSERT_TRUE(j["journey"].is_array());
  auto& journey = j["journey"].as_array();
  ASSERT_GE(journey.size(), 5u);
  EXPECT_EQ(journey[0].as_object()["type"], "mine");
  EXPECT_EQ(journey[0].as_object()["prevHash"].as_string(), std::string(64, '0'));
  EXPECT_EQ(journey.back().as_object()["blockchainTxHash"], j["blockchainHash"]);
}

TEST(Verify, MatchesCaseInsensitivelyOnSerialAndQrAndPartialOnlyWhenSignedIn) {
  auto c = TestServer::get().client();
  EXPECT_EQ(c.get("/api/verify/pt-2024-009012").json().as_object()["serialNumber"],
            "PT-2024-009012");
  EXPECT_EQ(c.get("/api/verify/%20PT-2024-009012%20").json().as_object()["serialNumber"],
            "PT-2024-009012");
  EXPECT_EQ(c.get("/api/verify/001234").status, 404u);  // partial: signed-in only
  EXPECT_EQ(demo("client").get("/api/verify/001234").json().as_object()["serialNumber"],
            "AU-2024-001234");
  auto trader = demo("gold_trader");
  auto items = trader.get("/api/provenance/items").json().as_array();
  ASSERT_FALSE(items.empty());
  auto item = items[0].as_object();
  auto qr = std::string(item["qrCode"].as_string());
  std::string lowerQr = qr;
  for (auto& ch : lowerQr) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  auto byQr = c.get("/api/verify/" + lowerQr);
  ASSERT_EQ(byQr.status, 200u) << byQr.body;
  EXPECT_EQ(byQr.json().as_object()["serialNumber"], item["serialNumber"]);
}

TEST(Verify, BlankIsRefusedAndUnknownIsNotFound) {
  auto c = TestServer::get().client();
  auto blank = c.get("/api/verify/%20%20");
  EXPECT_EQ(blank.status, 400u) << blank.body;
  EXPECT_EQ(blank.json().as_object()["code"], "validation_error");
  auto unknown = c.get("/api/verify/ZZ-1999-424242");
  EXPECT_EQ(unknown.status, 404u);
  EXPECT_EQ(unknown.json().as_object()["code"], "not_found");
}

TEST(Verify, StolenFailsAndExpiredCertificateWarns) {
  auto c = TestServer::get().client();
  auto stolen = c.get("/api/verify/AU-2024-001237").json().as_object();
  EXPECT_EQ(stolen["status"], "failed");
  EXPECT_EQ(stolen["statusText"], "Verification Failed");
  EXPECT_EQ(stolen["itemStatus"], "reported_stolen");
  auto expired = c.get("/api/verify/AG-2024-005679").json().as_object();
  EXPECT_EQ(expired["status"], "warning");
  EXPECT_EQ(expired["statusText"], "Requires Attention");
  EXPECT_LT(expired["trustBreakdown"].as_object()["certification"].as_object()["score"].as_int64(),
            30);
}

TEST(Provenance, TraderRegistersItemsAndAppendsEvents) {
  auto trader = demo("gold_trader");
  auto serial = registerItem(trader, uniqueSerial("RG"));
  auto c = demo("client");
  auto before = c.get("/api/verify/" + serial).json().as_object();
  EXPECT_EQ(before["chain"].as_object()["length"], 5);
  auto ev =
      trader.postJson("/api/provenance/items/" + serial + "/events", {{"type", "inspection"},
                                                                      {"location", "Test Vault"},
                                                                      {"action", "Weighed"},
                                                                      {"verifiedBy", "Auditor"}});
  ASSERT_EQ(ev.status, 201u) << ev.body;
  auto after = c.get("/api/verify/" + serial).json().as_object();
  EXPECT_EQ(after["chain"].as_object()["length"], 6);
  EXPECT_EQ(after["chain"].as_object()["intact"], true);
  EXPECT_EQ(after["journey"].as_array().back().as_object()["prevHash"], before["blockchainHash"]);
  EXPECT_EQ(trader.postJson("/api/provenance/items", {{"serialNumber", serial}}).status, 400u);
  auto dup =
      trader.postJson("/api/provenance/items/" + serial + "/events",
                      {{"type", "sale"}, {"location", "x"}, {"action", "x"}, {"verifiedBy", "x"}});
  EXPECT_EQ(dup.status, 400u);
  auto client = demo("client");
  EXPECT_EQ(client.postJson("/api/provenance/items", {{"serialNumber", "X-1"}}).status, 403u);
}

TEST(Provenance, DatabaseRefusesToChangeOrDeleteCustodyEvents) {
  auto& db = TestServer::get().app->database();
  EXPECT_ANY_THROW(
      db.write([](soci::session& s) { s << "UPDATE custody_events SET action = 'forged'"; }));
  EXPECT_ANY_THROW(db.write([](soci::session& s) { s << "DELETE FROM custody_events"; }));
  long long n = 0;
  db.read([&](soci::session& s) {
    s << "SELECT COUNT(*) FROM custody_events WHERE action = 'forged'", soci::into(n);
  });
  EXPECT_EQ(n, 0);
}

TEST(Provenance, ATamperedHeadMakesVerificationFail) {
  auto trader = demo("gold_trader");
  auto serial = registerItem(trader, uniqueSerial("TH"));
  auto& db = TestServer::get().app->database();
  // A truncated chain: the stored count says more events exist than the table holds.
  db.write([&](soci::session& s) {
    s << "UPDATE custody_heads SET event_count = event_count + 1 WHERE item_id = "
         "(SELECT id FROM provenance_items WHERE serial_number = :s)",
        soci::use(serial);
  });
  auto j = TestServer::get().client().get("/api/verify/" + serial).json().as_object();
  EXPECT_EQ(j["status"], "failed");
  EXPECT_EQ(j["chain"].as_object()["intact"], false);
  EXPECT_EQ(j["chain"].as_object()["problem"], "count_mismatch");
  EXPECT_EQ(j["chain"].as_object()["brokenAt"], 5);
}

TEST(Provenance, CertificateSignatureChecksWithThePublishedKey) {
  auto c = TestServer::get().client();
  auto r = c.get("/api/verify/AU-2024-001234/certificate");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto cert = r.json().as_object();
  auto key = c.get("/api/provenance/public-key").json().as_object();
  auto message = str(cert, "signedMessage");
  auto signature = str(cert, "signature");
  auto pk = str(key, "publicKey");
  EXPECT_TRUE(aurum::crypto::verifyDetached(message, signature, pk));
  auto payload = json::parse(message).as_object();
  EXPECT_EQ(payload["serialNumber"], "AU-2024-001234");
  EXPECT_EQ(payload["status"], "verified");
  EXPECT_EQ(payload["chainHead"].as_string().size(), 64u);
  auto forged = message;
  forged.replace(forged.find("verified"), 8, "Verified");
  EXPECT_FALSE(aurum::crypto::verifyDetached(forged, signature, pk));
  auto pem = c.get("/api/provenance/public-key.pem");
  EXPECT_EQ(pem.body, str(key, "publicKeyPem"));
  EXPECT_NE(pem.body.find("BEGIN PUBLIC KEY"), std::string::npos);
}

TEST(Provenance, OwnerTransfersThenReportsLost) {
  auto owner = demo("client");
  auto mine = owner.get("/api/provenance/items").json().as_array();
  std::string serial;
  for (const auto& i : mine)
    if (i.as_object().at("status") == "delivered") serial = str(i, "serialNumber");
  ASSERT_FALSE(serial.empty());
  auto other = TestServer::get().client();
  auto email = TestServer::get().signUpClient(other, "heir");
  EXPECT_EQ(
      other.postJson("/api/provenance/items/" + serial + "/transfer", {{"toEmail", email}}).status,
      403u);
  auto t = owner.postJson("/api/provenance/items/" + serial + "/transfer", {{"toEmail", email}});
  ASSERT_EQ(t.status, 200u) << t.body;
  auto theirs = other.get("/api/provenance/items").json().as_array();
  ASSERT_EQ(theirs.size(), 1u);
  auto rep = other.postJson("/api/provenance/items/" + serial + "/report", {{"kind", "lost"}});
  ASSERT_EQ(rep.status, 200u) << rep.body;
  auto j = other.get("/api/verify/" + serial).json().as_object();
  EXPECT_EQ(j["status"], "failed");
  EXPECT_EQ(j["itemStatus"], "reported_lost");
  auto types = j["journey"].as_array();
  EXPECT_EQ(types[types.size() - 2].as_object()["type"], "transfer");
  EXPECT_EQ(types.back().as_object()["type"], "report");
  EXPECT_EQ(j["chain"].as_object()["intact"], true);
}

TEST(Provenance, DashboardRecordsRootsAndLabels) {
  auto client = TestServer::get().client();
  TestServer::get().signUpClient(client, "scanner");
  client.postJson("/api/provenance/scans", {{"query", "AU-2024-001234"}});
  client.postJson("/api/provenance/scans", {{"query", "AG-2024-005679"}});
  client.get("/api/verify/PT-2024-009012");  // a lookup is not a scan
  auto stats = client.get("/api/provenance/my-scans").json().as_object();
  EXPECT_EQ(stats["totalScans"], 2);
  EXPECT_EQ(stats["verifiedProducts"], 1);
  EXPECT_EQ(stats["recentScans"].as_array().size(), 2u);
  EXPECT_FALSE(stats["favoriteDealer"].as_string().empty());

  auto trader = demo("gold_trader");
  auto records = trader.get("/api/provenance/records?q=au-2024-001234").json().as_array();
  ASSERT_FALSE(records.empty());
  for (const auto& r : records) EXPECT_EQ(r.as_object().at("serialNumber"), "AU-2024-001234");
  auto csv = trader.get("/api/provenance/records.csv");
  EXPECT_EQ(csv.status, 200u);
  EXPECT_EQ(csv.body.rfind("serialNumber,productName,status", 0), 0u);
  auto svg = trader.get("/api/provenance/items/AU-2024-001234/qr.svg");
  EXPECT_EQ(svg.status, 200u);
  EXPECT_EQ(svg.header("Content-Type"), "image/svg+xml");
  EXPECT_EQ(svg.body.rfind("<svg", 0), 0u);
  // The label carries the item's QR token: another dealer cannot print it (nor learn it exists).
  auto other = prov::approvedTrader("qr-other");
  auto foreign = other.get("/api/provenance/items/AU-2024-001234/qr.svg");
  EXPECT_EQ(foreign.status, 404u) << foreign.body;
  EXPECT_EQ(foreign.body.find("<svg"), std::string::npos);

  auto roots = TestServer::get().client().get("/api/provenance/roots").json().as_array();
  ASSERT_FALSE(roots.empty());
  EXPECT_EQ(roots[0].as_object()["rootHash"].as_string().size(), 64u);
  EXPECT_GT(TestServer::get().app->provenance().anchorNewEvents(), -1);

  auto issue = TestServer::get().client().postJson(
      "/api/provenance/issues",
      {{"serialNumber", "AU-2024-001234"}, {"description", "Label is scratched"}});
  EXPECT_EQ(issue.status, 201u) << issue.body;
}

// Two anchorings at once (the start-up's and the daily job's, or two instances) record one root
// for the new events: the second finds them anchored when it comes to write.
TEST(Provenance, ConcurrentAnchoringRecordsOneRoot) {
  auto& app = *TestServer::get().app;
  app.provenance().anchorNewEvents();  // everything so far
  auto rootCount = [&] {
    return app.database().read([](soci::session& s) {
      long long n = 0;
      s << "SELECT COUNT(*) FROM custody_merkle_roots", soci::into(n);
      return n;
    });
  };
  const auto before = rootCount();
  auto c = shop::buyer();
  ASSERT_EQ(shop::add(c, shop::makeProduct(3), 2).status, 201u);
  ASSERT_EQ(c.postJson("/api/checkout/confirm", payBody(shop::intentSecret(c))).status, 200u);
  std::atomic<long long> anchored{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 4; ++i)
    threads.emplace_back([&] { anchored += app.provenance().anchorNewEvents(); });
  for (auto& t : threads) t.join();
  EXPECT_EQ(rootCount(), before + 1);
  EXPECT_GT(anchored.load(), 0);  // the one root's events, counted once
  auto last = app.database().read([](soci::session& s) {
    long long n = 0, events = 0;
    s << "SELECT MAX(id) FROM custody_events", soci::into(events);
    s << "SELECT MAX(last_event_id) FROM custody_merkle_roots", soci::into(n);
    return std::make_pair(n, events);
  });
  EXPECT_EQ(last.first, last.second);
}

TEST(Verify, LookupsAreRateLimitedPerAddress) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  unsigned last = 0;
  std::string retry;
  for (int i = 0; i < 200 && last != 429; ++i) {
    auto r = c.get("/api/verify/PT-2024-009012");
    last = r.status;
    retry = r.header("Retry-After");
  }
  EXPECT_EQ(last, 429u);
  EXPECT_FALSE(retry.empty());
  ts.clock->advanceMs(70'000);  // the bucket refills within a minute
  EXPECT_EQ(c.get("/api/verify/PT-2024-009012").status, 200u);
}
