// Identity on both databases: KYC uploads (magic bytes, 413, encryption, ownership), the admin's
// decisions, the profile (names, e-mail, avatar) and retention. Helpers: compliance_helpers.hpp.
#include "compliance_helpers.hpp"
#include "domain/sha256.hpp"
#include "storage/compliance_repository.hpp"

using namespace aurum::testing::compliance;  // and, through it, aurum::testing and the shop helpers

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
    return postMultipart(c, "/api/auth/user/avatar", {}, bytes);
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
