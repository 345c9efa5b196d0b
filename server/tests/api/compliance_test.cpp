// Identity and compliance on both databases: KYC uploads (magic bytes, 413, encryption,
// ownership), the admin's decisions, trading limits, AML monitoring, reports and the profile.
#include <gtest/gtest.h>

#include <sstream>

#include "app/integrity.hpp"
#include "domain/sha256.hpp"
#include "harness.hpp"
#include "own_app.hpp"
#include "shop_helpers.hpp"
#include "storage/compliance_repository.hpp"
#include "storage/user_repository.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;

namespace {

const std::string kPng = std::string("\x89PNG\r\n\x1A\n", 8) + std::string(300, '\x42');
const std::string kPdf = "%PDF-1.7\n" + std::string(200, 'p');
const std::string kBoundary = "aurumTestBoundary7MA4YWxk";

std::string multipart(const std::map<std::string, std::string>& fields, const std::string& file,
                      const std::string& filename = "id.png") {
  std::string body;
  for (const auto& [k, v] : fields)
    body += "--" + kBoundary + "\r\nContent-Disposition: form-data; name=\"" + k + "\"\r\n\r\n" +
            v + "\r\n";
  body += "--" + kBoundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" +
          filename + "\"\r\nContent-Type: image/png\r\n\r\n" + file + "\r\n--" + kBoundary +
          "--\r\n";
  return body;
}

HttpResult upload(Client& c, const std::string& file, const std::string& type = "passport",
                  const std::string& category = "identity") {
  return c.request(verb::post, "/api/kyc/upload",
                   multipart({{"documentType", type}, {"category", category}}, file),
                   {{"Content-Type", "multipart/form-data; boundary=" + kBoundary}});
}

Client freshClient() {
  auto c = TestServer::get().client();
  TestServer::get().signUpClient(c, "kyc");
  return c;
}

/// The body's array, by value (a range-for over a temporary's member would dangle).
json::array arrayOf(const HttpResult& r) { return r.json().as_array(); }

json::object me(Client& c) { return c.get("/api/auth/user").json().as_object(); }

long long pendingCaseOf(const std::string& email) {
  auto r = demo("admin").get("/api/admin/kyc?status=pending");
  EXPECT_EQ(r.status, 200u) << r.body;
  for (const auto& c : arrayOf(r))
    if (c.at("user").at("email").as_string() == email) return c.at("id").as_int64();
  return 0;
}

HttpResult decide(long long caseId, const std::string& decision, const std::string& reason = "") {
  return demo("admin").postJson("/api/admin/kyc/" + std::to_string(caseId) + "/decision",
                                {{"decision", decision}, {"reason", reason}});
}

/// Fills the cart with `qty` units of a gold product priced about $2,000+ each.
long long goldProduct() { return makeProduct(1000, 1000, "gold"); }

}  // namespace

TEST(Kyc, UploadStoresTheFileEncryptedAndMakesTheStatusPending) {
  auto c = freshClient();
  auto r = upload(c, kPng);
  ASSERT_EQ(r.status, 201u) << r.body;
  auto doc = r.json().as_object();
  EXPECT_EQ(doc.at("status").as_string(), "pending");
  EXPECT_EQ(doc.at("category").as_string(), "identity");
  EXPECT_EQ(doc.at("documentType").as_string(), "passport");
  EXPECT_EQ(doc.at("contentType").as_string(), "image/png");
  EXPECT_EQ(doc.at("size").as_int64(), static_cast<long long>(kPng.size()));
  EXPECT_EQ(doc.at("sha256").as_string(), aurum::domain::sha256Hex(kPng));
  EXPECT_EQ(me(c).at("kycStatus").as_string(), "pending");
  // At rest the file is not the plaintext.
  auto stored = TestServer::get().app->database().read([&](soci::session& s) {
    return aurum::storage::ComplianceRepository::documentData(s, doc.at("id").as_int64());
  });
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->find("iVBORw0KGgo"), std::string::npos);  // base64 of the PNG signature
  auto mine = c.get("/api/kyc/documents").json().as_array();
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0].at("id").as_int64(), doc.at("id").as_int64());
}

TEST(Kyc, RefusesWhatIsNotJpegPngOrPdfByItsContent) {
  auto c = freshClient();
  auto gif = upload(c, "GIF89a" + std::string(100, 'x'));  // named id.png, declared image/png
  EXPECT_EQ(gif.status, 415u) << gif.body;
  EXPECT_EQ(field(gif), "file");
  auto json = c.postJson("/api/kyc/upload",
                         {{"documentType", "passport"}, {"documentUrl", "https://x/id.png"}});
  EXPECT_EQ(json.status, 415u) << json.body;
  EXPECT_NE(json.body.find("multipart/form-data"), std::string::npos);
  auto type = upload(c, kPng, "utility_bill", "identity");
  EXPECT_EQ(type.status, 400u);
  EXPECT_EQ(field(type), "documentType");
  auto cat = upload(c, kPng, "passport", "hobbies");
  EXPECT_EQ(cat.status, 400u);
  EXPECT_EQ(field(cat), "category");
  EXPECT_EQ(upload(c, kPdf, "utility_bill", "address").status, 201u);
  // Nothing half-stored: only the PDF is there.
  EXPECT_EQ(c.get("/api/kyc/documents").json().as_array().size(), 1u);
}

TEST(Kyc, RefusesAFileOverTenMegabytes) {
  auto c = freshClient();
  auto big = upload(c, kPng + std::string(10 * 1024 * 1024, 'a'));
  EXPECT_EQ(big.status, 413u) << big.body.substr(0, 200);
  EXPECT_EQ(c.get("/api/kyc/documents").json().as_array().size(), 0u);
}

TEST(Kyc, OnlyAdminsReadTheFileAndEveryReadIsLogged) {
  auto c = freshClient();
  auto email = std::string(me(c).at("email").as_string());
  auto doc = upload(c, kPng).json().as_object();
  auto caseId = pendingCaseOf(email);
  ASSERT_GT(caseId, 0);
  auto path = "/api/admin/kyc/" + std::to_string(caseId) + "/documents/" +
              std::to_string(doc.at("id").as_int64());
  EXPECT_EQ(c.get(path).status, 403u);
  EXPECT_EQ(demo("client").get(path).status, 403u);
  auto file = demo("admin").get(path);
  ASSERT_EQ(file.status, 200u);
  EXPECT_EQ(file.body, kPng);
  EXPECT_EQ(file.header("Content-Type"), "image/png");
  EXPECT_EQ(file.header("X-Frame-Options"), "SAMEORIGIN");
  auto downloads = TestServer::get().app->database().read([&](soci::session& s) {
    return aurum::storage::ComplianceRepository::accessCount(s, doc.at("id").as_int64(),
                                                             "download");
  });
  EXPECT_EQ(downloads, 1);
  // Metadata reads are logged too: the owner's list and the admin's case view.
  c.get("/api/kyc/documents");
  demo("admin").get("/api/admin/kyc/" + std::to_string(caseId));
  auto views = TestServer::get().app->database().read([&](soci::session& s) {
    return aurum::storage::ComplianceRepository::accessCount(s, doc.at("id").as_int64(),
                                                             "view_metadata");
  });
  EXPECT_EQ(views, 2);
  // Another case's id does not reach this document.
  EXPECT_EQ(demo("admin")
                .get("/api/admin/kyc/999999/documents/" + std::to_string(doc.at("id").as_int64()))
                .status,
            404u);
}

TEST(Kyc, TheAdminApprovesRejectsOrAsksForANewUpload) {
  auto a = freshClient();
  auto emailA = std::string(me(a).at("email").as_string());
  upload(a, kPng);
  auto caseA = pendingCaseOf(emailA);
  auto detail = demo("admin").get("/api/admin/kyc/" + std::to_string(caseA)).json().as_object();
  EXPECT_EQ(detail.at("user").at("email").as_string(), emailA);
  EXPECT_EQ(detail.at("documents").as_array().size(), 1u);
  EXPECT_EQ(decide(caseA, "reject").status, 400u);  // a reason is required
  auto ok = decide(caseA, "approve");
  ASSERT_EQ(ok.status, 200u) << ok.body;
  EXPECT_EQ(ok.json().at("status").as_string(), "approved");
  EXPECT_EQ(me(a).at("kycStatus").as_string(), "verified");
  EXPECT_EQ(decide(caseA, "reject", "late").status, 409u);
  auto status = a.get("/api/compliance/status").json().as_object();
  EXPECT_EQ(status.at("complianceLevel").as_string(), "VERIFIED");
  EXPECT_EQ(status.at("documentStatus").at("identity").as_string(), "verified");
  EXPECT_EQ(status.at("documentStatus").at("address").as_string(), "missing");

  auto b = freshClient();
  upload(b, kPng);
  auto rb = decide(pendingCaseOf(std::string(me(b).at("email").as_string())), "resubmit",
                   "The photo is blurred");
  ASSERT_EQ(rb.status, 200u) << rb.body;
  EXPECT_TRUE(me(b).at("kycStatus").is_null());
  EXPECT_EQ(me(b).at("kycReason").as_string(), "The photo is blurred");

  auto c = freshClient();
  upload(c, kPng);
  decide(pendingCaseOf(std::string(me(c).at("email").as_string())), "reject", "Forged document");
  EXPECT_EQ(me(c).at("kycStatus").as_string(), "rejected");
  auto reports = c.get("/api/compliance/reports").json().as_array();
  ASSERT_FALSE(reports.empty());
  EXPECT_EQ(reports[0].at("type").as_string(), "kyc_decision");
  EXPECT_EQ(reports[0].at("status").as_string(), "rejected");
}

TEST(Limits, AnUnverifiedAccountStopsAtTenThousandADayAndAVerifiedOneGoesOn) {
  // The real defaults: $10,000 a day and $50,000 a month unverified, $250,000 / $1,000,000
  // verified (the shared server lifts them for the other tests).
  auto own = startOwnApp("limits", [](aurum::app::Config&) {});
  own.app->market().tickOnce();
  Client c(own.port);
  auto email = uniqueEmail("limits");
  ASSERT_EQ(c.postJson("/api/auth/register", {{"role", "client"},
                                              {"firstName", "Test"},
                                              {"lastName", "User"},
                                              {"email", email},
                                              {"password", "a long enough password"}})
                .status,
            201u);
  auto limits = c.get("/api/compliance/limits").json().as_object();
  EXPECT_FALSE(limits.at("verified").as_bool());
  EXPECT_EQ(limits.at("daily").at("limit").as_string(), "10000.00");
  EXPECT_EQ(limits.at("monthly").at("limit").as_string(), "50000.00");
  EXPECT_EQ(limits.at("daily").at("used").as_string(), "0.00");
  // A small purchase passes and counts towards the day.
  auto silver = makeProductIn(*own.app, 1000);
  ASSERT_LT(add(c, silver, 1).status, 300u);
  ASSERT_EQ(c.postJson("/api/checkout/confirm", payBody(intentSecret(c))).status, 200u);
  auto used = c.get("/api/compliance/limits").json().as_object();
  EXPECT_GT(cents(used.at("daily").at("used")), 0);
  EXPECT_EQ(cents(used.at("daily").at("remaining")),
            1'000'000 - cents(used.at("daily").at("used")));

  auto gold = makeProductIn(*own.app, 1000, 1000, "gold");
  ASSERT_LT(add(c, gold, 6).status, 300u);  // 6 oz of gold: well past $10,000
  auto refused = c.postJson("/api/create-payment-intent", json::object{});
  ASSERT_EQ(refused.status, 403u) << refused.body;
  auto err = refused.json().as_object();
  EXPECT_EQ(err.at("code").as_string(), "limit_exceeded");
  EXPECT_EQ(err.at("field").as_string(), "total");
  EXPECT_EQ(err.at("limit").as_string(), "daily");
  EXPECT_EQ(err.at("remaining"), used.at("daily").at("remaining"));
  EXPECT_EQ(stockIn(*own.app, gold), 1000);  // nothing reserved

  // Verified (the review itself is tested above): the larger purchase goes through.
  auto userId = c.get("/api/auth/user").json().at("id").as_int64();
  own.app->database().write([&](soci::session& s) {
    aurum::storage::UserRepository::setKyc(s, userId, std::string("verified"), std::nullopt);
  });
  auto paid = c.postJson("/api/checkout/confirm", payBody(intentSecret(c)));
  ASSERT_EQ(paid.status, 200u) << paid.body;
  auto after = c.get("/api/compliance/limits").json().as_object();
  EXPECT_TRUE(after.at("verified").as_bool());
  EXPECT_EQ(after.at("daily").at("limit").as_string(), "250000.00");
  EXPECT_GT(cents(after.at("daily").at("used")), 1'000'000);

  // What the limits read is kept per account and day; check-integrity recomputes it from the
  // payment attempts and names any difference.
  std::ostringstream report;
  EXPECT_EQ(aurum::app::checkIntegrity(own.app->database(), report), 0) << report.str();
  own.app->database().write([&](soci::session& s) {
    s << "UPDATE purchase_days SET amount_cents = amount_cents + 1 WHERE user_id = :u",
        soci::use(userId);
  });
  EXPECT_EQ(aurum::app::checkIntegrity(own.app->database(), report), 1);
  EXPECT_NE(report.str().find("purchase limits: 1 account-days"), std::string::npos)
      << report.str();
}

TEST(Aml, ALargePurchaseIsReportedAndPutsTheAccountUnderReview) {
  auto c = freshClient();
  auto email = std::string(me(c).at("email").as_string());
  upload(c, kPng);
  decide(pendingCaseOf(email), "approve");
  add(c, goldProduct(), 6);
  auto paid = c.postJson("/api/checkout/confirm", payBody(intentSecret(c)));
  ASSERT_EQ(paid.status, 200u) << paid.body;
  EXPECT_EQ(me(c).at("amlStatus").as_string(), "under_review");
  auto mine = c.get("/api/compliance/reports").json().as_array();
  bool large = false;
  for (const auto& r : mine) {
    large |= r.at("type").as_string() == "large_transaction";
    // The shipping name (Ann Lee) differs from the account (Test User): admins see it, the
    // customer is not told.
    EXPECT_NE(r.at("type").as_string(), "name_mismatch");
  }
  EXPECT_TRUE(large);
  auto admin = demo("admin").get("/api/admin/compliance/reports?type=name_mismatch");
  ASSERT_EQ(admin.status, 200u);
  bool seen = false;
  for (const auto& r : arrayOf(admin)) seen |= r.at("user").at("email").as_string() == email;
  EXPECT_TRUE(seen);
}

TEST(Aml, PurchasesJustBelowTheThresholdAreFlaggedAsStructuring) {
  auto c = freshClient();
  auto email = std::string(me(c).at("email").as_string());
  upload(c, kPng);
  decide(pendingCaseOf(email), "approve");
  auto gold = goldProduct();
  for (int i = 0; i < 3; ++i) {  // 3 × 2 oz: each below $10,000, together above it
    add(c, gold, 2);
    ASSERT_EQ(c.postJson("/api/checkout/confirm", payBody(intentSecret(c))).status, 200u);
  }
  auto r = demo("admin").get("/api/admin/compliance/reports?type=structuring");
  bool seen = false;
  for (const auto& rep : arrayOf(r)) seen |= rep.at("user").at("email").as_string() == email;
  EXPECT_TRUE(seen);
  for (const auto& rep : arrayOf(c.get("/api/compliance/reports")))
    EXPECT_NE(rep.at("type").as_string(), "structuring");
}

TEST(Aml, APurchaseAfterARejectedKycIsReportedAndEscalationBlocksCheckout) {
  auto c = freshClient();
  auto email = std::string(me(c).at("email").as_string());
  upload(c, kPng);
  decide(pendingCaseOf(email), "reject", "Document expired");
  add(c, makeProduct(100), 1);
  ASSERT_EQ(c.postJson("/api/checkout/confirm", payBody(intentSecret(c))).status, 200u);
  auto r =
      demo("admin").get("/api/admin/compliance/reports?type=rejected_kyc_purchase&status=pending");
  long long reportId = 0;
  for (const auto& rep : arrayOf(r))
    if (rep.at("user").at("email").as_string() == email) reportId = rep.at("id").as_int64();
  ASSERT_GT(reportId, 0);
  auto path = "/api/admin/compliance/reports/" + std::to_string(reportId) + "/decision";
  EXPECT_EQ(demo("admin").postJson(path, {{"decision", "ignore"}}).status, 400u);
  auto esc = demo("admin").postJson(path, {{"decision", "escalate"}, {"note", "SAR filed"}});
  ASSERT_EQ(esc.status, 200u) << esc.body;
  EXPECT_EQ(me(c).at("amlStatus").as_string(), "flagged");
  add(c, makeProduct(100), 1);
  auto blocked = c.postJson("/api/create-payment-intent", json::object{});
  EXPECT_EQ(blocked.status, 403u);
  EXPECT_EQ(code(blocked), "account_flagged");
  auto st = c.get("/api/compliance/status").json().as_object();
  EXPECT_EQ(st.at("amlStatus").as_string(), "flagged");
  EXPECT_EQ(st.at("riskLevel").as_string(), "High");
}

TEST(Compliance, ANewAccountStartsBasicWithALowOrMediumRisk) {
  auto c = freshClient();
  auto st = c.get("/api/compliance/status").json().as_object();
  EXPECT_EQ(st.at("complianceLevel").as_string(), "BASIC");
  EXPECT_TRUE(st.at("kycStatus").is_null());
  EXPECT_EQ(st.at("amlStatus").as_string(), "clear");
  EXPECT_EQ(st.at("riskScore").as_int64(), 40);  // unknown identity 30 + new account 10
  EXPECT_EQ(st.at("riskLevel").as_string(), "Medium");
  EXPECT_EQ(st.at("documentStatus").at("source_of_funds").as_string(), "missing");
  EXPECT_EQ(c.get("/api/compliance/reports").json().as_array().size(), 0u);
}

TEST(Profile, NamesChangeFreelyAndTheEmailOnlyWithThePassword) {
  auto c = freshClient();
  auto r = patch(c, "/api/auth/user", {{"firstName", "Grace"}, {"lastName", "Hopper"}});
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(me(c).at("firstName").as_string(), "Grace");
  EXPECT_EQ(field(patch(c, "/api/auth/user", {{"firstName", ""}})), "firstName");
  auto newEmail = uniqueEmail("moved");
  auto noPw = patch(c, "/api/auth/user", {{"email", newEmail}});
  EXPECT_EQ(noPw.status, 400u);
  EXPECT_EQ(field(noPw), "currentPassword");
  auto wrong =
      patch(c, "/api/auth/user", {{"email", newEmail}, {"currentPassword", "not it at all"}});
  EXPECT_EQ(wrong.status, 401u);
  auto taken = patch(
      c, "/api/auth/user",
      {{"email", "demo.client@aurum.example"}, {"currentPassword", "a long enough password"}});
  EXPECT_EQ(taken.status, 409u);
  auto ok = patch(c, "/api/auth/user",
                  {{"email", newEmail}, {"currentPassword", "a long enough password"}});
  ASSERT_EQ(ok.status, 200u) << ok.body;
  EXPECT_EQ(me(c).at("email").as_string(), newEmail);
}

TEST(Profile, AnAvatarIsAnImageByItsContentAndIsServedBack) {
  auto c = freshClient();
  auto send = [&](const std::string& bytes) {
    return c.request(verb::post, "/api/auth/user/avatar", multipart({}, bytes),
                     {{"Content-Type", "multipart/form-data; boundary=" + kBoundary}});
  };
  EXPECT_EQ(send(kPdf).status, 415u);
  EXPECT_EQ(send(kPng + std::string(2 * 1024 * 1024, 'a')).status, 413u);
  auto ok = send(kPng);
  ASSERT_EQ(ok.status, 200u) << ok.body;
  std::string url(ok.json().at("profileImageUrl").as_string());
  EXPECT_EQ(me(c).at("profileImageUrl").as_string(), url);
  auto img = c.get(url);
  EXPECT_EQ(img.status, 200u);
  EXPECT_EQ(img.body, kPng);
}

TEST(Retention, DocumentsAndReportsStayFiveYearsAfterTheRelationshipThenGo) {
  auto c = freshClient();
  auto userId = me(c).at("id").as_int64();
  auto doc = upload(c, kPng).json().at("id").as_int64();
  auto& app = *TestServer::get().app;
  app.compliance().startRetention(userId);
  app.compliance().purgeExpired();  // the relationship just ended: nothing goes early
  EXPECT_EQ(c.get("/api/kyc/documents").json().as_array().size(), 1u);
  // Five years later (the retention clock moved into the past):
  app.database().write([&](soci::session& s) {
    aurum::storage::ComplianceRepository::setRetainUntil(s, userId,
                                                         TestServer::get().clock->nowMs() - 1);
  });
  auto other = freshClient();
  upload(other, kPng);
  EXPECT_GE(app.compliance().purgeExpired(), 2);  // the document and its kyc_submitted report
  EXPECT_EQ(c.get("/api/kyc/documents").json().as_array().size(), 0u);
  EXPECT_EQ(c.get("/api/compliance/reports").json().as_array().size(), 0u);
  EXPECT_FALSE(app.database().read([&](soci::session& s) {
    return aurum::storage::ComplianceRepository::findDocument(s, doc);
  }));
  EXPECT_EQ(other.get("/api/kyc/documents").json().as_array().size(), 1u);
}

TEST(Aml, MoreOrdersInAnHourThanAllowedAreReviewedAsVelocity) {
  auto clock = std::make_shared<aurum::util::ManualClock>(aurum::util::SystemClock().nowMs());
  auto own = startOwnApp(
      "velocity", [](aurum::app::Config& c) { c.aml.maxOrdersPerHour = 2; }, clock);
  own.app->market().tickOnce();
  Client c(own.port);
  auto email = uniqueEmail("velocity");
  ASSERT_EQ(c.postJson("/api/auth/register", {{"role", "client"},
                                              {"firstName", "Ann"},
                                              {"lastName", "Lee"},  // as shipped: no mismatch
                                              {"email", email},
                                              {"password", "a long enough password"}})
                .status,
            201u);
  auto silver = makeProductIn(*own.app, 100);
  for (int i = 0; i < 3; ++i) {
    ASSERT_LT(add(c, silver, 1).status, 300u);
    ASSERT_EQ(c.postJson("/api/checkout/confirm", payBody(intentSecret(c))).status, 200u);
    EXPECT_EQ(me(c).at("amlStatus").as_string(), i < 2 ? "clear" : "under_review") << i;
  }
  Client admin(own.port);
  signInAdmin(admin, *clock);
  auto reports = admin.get("/api/admin/compliance/reports?type=velocity");
  ASSERT_EQ(reports.status, 200u);
  ASSERT_EQ(arrayOf(reports).size(), 1u);
  EXPECT_EQ(arrayOf(reports)[0].at("user").at("email").as_string(), email);
  EXPECT_EQ(arrayOf(admin.get("/api/admin/compliance/reports?type=name_mismatch")).size(), 0u);
  // Cleared by the admin, the account is clear again.
  auto id = std::to_string(arrayOf(reports)[0].at("id").as_int64());
  ASSERT_EQ(admin
                .postJson("/api/admin/compliance/reports/" + id + "/decision",
                          {{"decision", "clear"}, {"note", "Known collector"}})
                .status,
            200u);
  EXPECT_EQ(me(c).at("amlStatus").as_string(), "clear");
}
