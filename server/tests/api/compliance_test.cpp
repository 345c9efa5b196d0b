// Compliance on both databases: trading limits, AML monitoring (large purchases, structuring,
// velocity, escalation) and reports. KYC, profile and retention: kyc_test.cpp.
#include <chrono>
#include <future>
#include <map>
#include <sstream>
#include <thread>

#include "app/integrity.hpp"
#include "compliance_helpers.hpp"
#include "own_app.hpp"
#include "services/in_transaction.hpp"
#include "storage/user_repository.hpp"

using namespace aurum::testing::compliance;  // and, through it, aurum::testing and the shop helpers

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

// Two payments of one account at once (two transactions checking the same limit): the second
// waits for the first's lock on the account, then reads what the first spent, and is refused. On
// PostgreSQL the lock and the read go out in one pipeline; a read that began before the lock was
// held (or a sum inside the locking statement) would see nothing spent and let both through.
TEST(Limits, TwoPaymentsOfOneAccountAtOnceCannotBothPassTheDailyLimit) {
  auto own = startOwnApp("limits_race", [](aurum::app::Config&) {});  // $10,000 a day unverified
  Client c(own.port);
  ASSERT_EQ(c.postJson("/api/auth/register", {{"role", "client"},
                                              {"firstName", "Race"},
                                              {"lastName", "User"},
                                              {"email", uniqueEmail("limitrace")},
                                              {"password", "a long enough password"}})
                .status,
            201u);
  const long long userId = c.get("/api/auth/user").json().at("id").as_int64();
  auto& db = own.app->database();
  auto& compliance = own.app->compliance();
  const auto now = aurum::util::SystemClock().nowMs();
  const long long day = aurum::domain::utcDayStartMs(now);
  const std::int64_t sixThousand = 6'000'00;

  std::promise<void> firstChecked;
  std::thread first([&] {
    db.write([&](soci::session& s) {
      aurum::services::ComplianceInTransaction::checkPurchase(compliance, s, userId, sixThousand,
                                                              now);
      long long amount = sixThousand;
      s << "INSERT INTO purchase_days (user_id, day_start, amount_cents) VALUES (:u, :d, :a)",
          soci::use(userId), soci::use(day), soci::use(amount);
      firstChecked.set_value();
      std::this_thread::sleep_for(std::chrono::milliseconds(300));  // still holding the lock
    });
  });
  firstChecked.get_future().wait();
  std::string refusal;
  try {
    db.write([&](soci::session& s) {
      aurum::services::ComplianceInTransaction::checkPurchase(compliance, s, userId, sixThousand,
                                                              now);
    });
  } catch (const aurum::domain::AppError& e) {
    refusal = e.what();
    EXPECT_EQ(e.code(), aurum::domain::ErrorCode::kLimitExceeded);
  }
  first.join();
  EXPECT_FALSE(refusal.empty()) << "both payments passed a $10,000 daily limit";
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

  // Each report is described in the reader's language, its amounts written as that language
  // writes money (stored as a template with its arguments: migration 022).
  auto described = [&](const std::string& language) {
    auto r =
        c.request(bhttp::verb::get, "/api/compliance/reports", "", {{"Accept-Language", language}});
    EXPECT_EQ(r.status, 200u) << r.body;
    std::map<std::string, std::string> out;
    for (const auto& rep : arrayOf(r))
      out[std::string(rep.at("type").as_string())] = rep.at("description").as_string();
    return out;
  };
  auto de = described("de");
  EXPECT_EQ(de["kyc_decision"], "Identitätsprüfung genehmigt");
  EXPECT_EQ(de["large_transaction"].rfind("Kauf über ", 0), 0u) << de["large_transaction"];
  EXPECT_TRUE(de["large_transaction"].ends_with(
      "\u00a0$, mindestens so hoch wie die Meldeschwelle von 10.000,00\u00a0$"))
      << de["large_transaction"];
  auto en = described("en");
  EXPECT_EQ(en["kyc_decision"], "Identity verification approved");
  EXPECT_TRUE(en["large_transaction"].ends_with(" at or above the $10,000.00 reporting threshold"))
      << en["large_transaction"];
  auto names =
      demo("admin").request(bhttp::verb::get, "/api/admin/compliance/reports?type=name_mismatch",
                            "", {{"Accept-Language", "fr"}});
  bool french = false;
  for (const auto& r : arrayOf(names))
    if (r.at("user").at("email").as_string() == email)
      french |= r.at("description").as_string() ==
                "Le nom de livraison « Ann Lee » diffère de celui du titulaire du compte « " +
                    std::string(me(c).at("firstName").as_string()) + " " +
                    std::string(me(c).at("lastName").as_string()) + " »";
  EXPECT_TRUE(french) << names.body;
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
  for (const auto& rep : arrayOf(r)) {
    if (rep.at("user").at("email").as_string() != email) continue;
    seen = true;
    // "N purchases in 24 hours, ...": the payment being recorded counts once, so no report
    // names more purchases than the three made, and the third names all three.
    const auto count = std::stoi(std::string(rep.at("description").as_string()));
    EXPECT_GE(count, 2) << rep.at("description").as_string();
    EXPECT_LE(count, 3) << rep.at("description").as_string();
  }
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
