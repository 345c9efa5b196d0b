// The admin console's users and traders on both databases: filters, detail, suspension ending
// sessions, reactivation, role changes, the demo trader, rejection with a reason the applicant
// sees and approval. Helpers: admin_helpers.hpp.
#include <gtest/gtest.h>

#include "admin_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;
using namespace aurum::testing::admin_console;

TEST(AdminUsers, SuspensionEndsEverySessionAndSignInIsRefusedUntilReactivated) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = ts.signUpClient(c, "suspend");
  auto second = login(email);  // a second session of the same account
  ASSERT_EQ(second.status, 200u);
  const auto id = idOf(c);
  ASSERT_EQ(c.get("/api/auth/user").status, 200u);

  auto a = admin();
  auto r = post(a, userPath(id, "suspend"), {{"reason", "Chargeback investigation"}});
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("status").as_string(), "suspended");
  // The very next request with the old cookie is refused: its session is gone.
  EXPECT_EQ(c.get("/api/auth/user").status, 401u);
  EXPECT_EQ(countSql("SELECT COUNT(*) FROM sessions WHERE user_id = " + std::to_string(id)), 0);
  auto refused = login(email);
  EXPECT_EQ(refused.status, 403u);
  EXPECT_EQ(code(refused), "account_suspended");
  EXPECT_NE(refused.body.find("suspended"), std::string::npos) << refused.body;
  EXPECT_EQ(post(a, userPath(id, "suspend")).status, 409u);  // already suspended
  auto row = auditRow("user.suspend", id);
  ASSERT_TRUE(row.is_object());
  EXPECT_EQ(row.at("detail").as_string(), "Chargeback investigation");
  expectAudited("user.suspend", "user", id);

  auto back = post(a, userPath(id, "reactivate"));
  ASSERT_EQ(back.status, 200u) << back.body;
  EXPECT_EQ(back.json().at("status").as_string(), "active");
  EXPECT_EQ(login(email).status, 200u);
  EXPECT_EQ(post(a, userPath(id, "reactivate")).status, 409u);  // not suspended
  expectAudited("user.reactivate", "user", id);
}

TEST(AdminUsers, NeitherYourselfNorAnotherAdminCanBeSuspendedOrChanged) {
  auto& ts = TestServer::get();
  auto a = admin();
  const auto self = idOf(a);
  EXPECT_EQ(post(a, userPath(self, "suspend")).status, 403u);
  EXPECT_EQ(post(a, userPath(self, "role"), {{"role", "client"}}).status, 403u);
  auto other = ts.app->auth().createUser(uniqueEmail("admin2"), aurum::domain::Role::kAdmin,
                                         kPassword, "Second", "Admin");
  auto r = post(a, userPath(other.id, "suspend"));
  EXPECT_EQ(r.status, 403u);
  EXPECT_EQ(code(r), "forbidden");
  EXPECT_EQ(post(a, userPath(other.id, "role"), {{"role", "client"}}).status, 403u);
  EXPECT_EQ(post(a, userPath(999999999, "suspend")).status, 404u);
  EXPECT_EQ(a.get(userPath(999999999)).status, 404u);
}

TEST(AdminUsers, RoleChangesBetweenClientAndGoldTraderOnly) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "role");
  const auto id = idOf(c);
  auto a = admin();
  auto bad = post(a, userPath(id, "role"), {{"role", "admin"}});
  EXPECT_EQ(bad.status, 400u);
  EXPECT_EQ(field(bad), "role");
  EXPECT_EQ(field(post(a, userPath(id, "role"), json::object{})), "role");
  auto r = post(a, userPath(id, "role"), {{"role", "gold_trader"}});
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("role").as_string(), "gold_trader");
  EXPECT_EQ(me(c).at("role").as_string(), "gold_trader");  // the session sees the new role
  EXPECT_EQ(post(a, userPath(id, "role"), {{"role", "gold_trader"}}).status, 409u);
  auto row = auditRow("user.role", id);
  ASSERT_TRUE(row.is_object());
  EXPECT_EQ(row.at("detail").as_string(), "client -> gold_trader");
  r = post(a, userPath(id, "role"), {{"role", "client"}});
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("role").as_string(), "client");
}

TEST(AdminUsers, ListFiltersByQueryRoleAndStatus) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = ts.signUpClient(c, "findme");
  auto a = admin();
  auto r = a.get("/api/admin/users?q=" + email);
  ASSERT_EQ(r.status, 200u) << r.body;
  ASSERT_EQ(r.json().as_array().size(), 1u);
  EXPECT_EQ(r.json().as_array()[0].at("email").as_string(), email);
  auto traders = a.get("/api/admin/users?role=gold_trader").json().as_array();
  EXPECT_FALSE(traders.empty());
  for (const auto& u : traders) EXPECT_EQ(u.at("role").as_string(), "gold_trader");
  auto all = a.get("/api/admin/users").json().as_array();
  EXPECT_EQ(static_cast<long long>(all.size()), countSql("SELECT COUNT(*) FROM users"));
  auto active = a.get("/api/admin/users?status=active&role=client").json().as_array();
  for (const auto& u : active) {
    EXPECT_EQ(u.at("status").as_string(), "active");
    EXPECT_EQ(u.at("role").as_string(), "client");
  }
  auto bad = a.get("/api/admin/users?role=wizard");
  EXPECT_EQ(bad.status, 400u);
  EXPECT_EQ(field(bad), "role");
  EXPECT_EQ(field(a.get("/api/admin/users?status=gone")), "status");
}

TEST(AdminUsers, DetailHasOrdersKycSessionsAndTheApplication) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "detail");
  auto order = placeOrder(c);
  auto a = admin();
  auto r = a.get(userPath(idOf(c)));
  ASSERT_EQ(r.status, 200u) << r.body;
  auto d = r.json().as_object();
  EXPECT_EQ(d.at("user").at("id").as_int64(), idOf(c));
  ASSERT_EQ(d.at("orders").as_array().size(), 1u);
  EXPECT_EQ(d.at("orders").as_array()[0].at("id"), order.at("id"));
  EXPECT_TRUE(d.at("kyc").at("status").is_null());
  EXPECT_TRUE(d.at("kyc").at("cases").as_array().empty());
  ASSERT_FALSE(d.at("sessions").as_array().empty());
  auto s = d.at("sessions").as_array()[0].as_object();
  for (const char* k : {"id", "device", "ip", "createdAt", "lastSeenAt"})
    EXPECT_TRUE(s.contains(k)) << k;
  EXPECT_TRUE(d.at("application").is_null());

  auto applicant = apply("Detail Bullion");
  auto t = traderEntry(applicant);
  ASSERT_TRUE(t.is_object());
  auto td = a.get(userPath(t.at("user").at("id").as_int64())).json();
  EXPECT_EQ(td.at("application").at("companyName").as_string(), "Detail Bullion");
  EXPECT_TRUE(td.at("application").at("decision").is_null());
}

TEST(AdminTraders, ListIncludesTheDemoTraderAndApplicationDetails) {
  auto t = demo("gold_trader");
  auto demoEmail = std::string(me(t).at("email").as_string());
  auto entry = traderEntry(demoEmail);
  ASSERT_TRUE(entry.is_object()) << "the demo trader is missing from /api/admin/traders";
  EXPECT_EQ(entry.at("user").at("status").as_string(), "active");
  for (const char* k :
       {"companyName", "tradingLicense", "businessAddress", "tradingVolume", "businessType",
        "experience", "submittedAt", "decision", "rejectionReason", "decidedAt"})
    EXPECT_TRUE(entry.as_object().contains(k)) << k;
  // Seeded as onboarding leaves a dealer: an approved application and a company.
  EXPECT_EQ(entry.at("companyName").as_string(), "Aurum Demo Bullion Ltd");
  EXPECT_EQ(entry.at("decision").as_string(), "approved");
  auto company = t.get("/api/company").json();
  EXPECT_EQ(company.at("registrationNumber").as_string(), "NY-BD-558120");
  EXPECT_EQ(company.at("tradingLicense").as_string(), "DTL-2024-0042");
  auto all = admin().get("/api/admin/traders").json();
  for (const auto& e : all.as_array())
    EXPECT_EQ(e.at("user").at("role").as_string(), "gold_trader");
}

TEST(AdminTraders, RejectionWithAReasonIsShownToTheApplicantAtSignIn) {
  auto email = apply();
  auto entry = traderEntry(email);
  ASSERT_TRUE(entry.is_object());
  const auto id = entry.at("user").at("id").as_int64();
  auto a = admin();
  const auto path = "/api/admin/traders/" + std::to_string(id) + "/reject";
  auto missing = post(a, path, json::object{});
  EXPECT_EQ(missing.status, 400u);
  EXPECT_EQ(field(missing), "reason");
  EXPECT_EQ(field(post(a, path, {{"reason", "   "}})), "reason");
  EXPECT_EQ(field(post(a, path, {{"reason", std::string(501, 'x')}})), "reason");

  auto r = post(a, path, {{"reason", "Licence could not be verified"}});
  ASSERT_EQ(r.status, 200u) << r.body;
  entry = traderEntry(email);
  EXPECT_EQ(entry.at("decision").as_string(), "rejected");
  EXPECT_EQ(entry.at("rejectionReason").as_string(), "Licence could not be verified");
  EXPECT_TRUE(entry.at("decidedAt").is_string());
  EXPECT_EQ(post(a, path, {{"reason", "again"}}).status, 409u);

  auto signIn = login(email);
  EXPECT_EQ(signIn.status, 403u);
  EXPECT_EQ(code(signIn), "forbidden");
  EXPECT_EQ(signIn.json().at("message").as_string(),
            "Your trader application was declined: Licence could not be verified");
  expectAudited("trader.reject", "user", id);

  // A pending applicant not yet decided still hears that the application awaits approval.
  auto pending = login(apply("Waiting Metals"));
  EXPECT_EQ(code(pending), "account_pending");
}

TEST(AdminTraders, ApprovalRecordsTheDecisionAndTheCompany) {
  auto email = apply("Approved Bullion");
  const auto id = traderEntry(email).at("user").at("id").as_int64();
  auto a = admin();
  auto r = post(a, "/api/admin/traders/" + std::to_string(id) + "/approve");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto entry = traderEntry(email);
  EXPECT_EQ(entry.at("decision").as_string(), "approved");
  EXPECT_TRUE(entry.at("rejectionReason").is_null());
  EXPECT_EQ(countSql("SELECT COUNT(*) FROM companies WHERE company_name = 'Approved Bullion'"
                     " AND user_id = " +
                     std::to_string(id)),
            1);
  EXPECT_EQ(login(email).status, 200u);
  expectAudited("trader.approve", "user", id);
}

// A dealer that is suspended, or made a client, can no longer fulfil orders: its products leave
// the catalogue at once and cannot be added to a cart.
TEST(AdminUsers, SuspendingOrDemotingATraderWithdrawsItsProducts) {
  auto& ts = TestServer::get();
  auto trader = ts.app->auth().createUser(
      uniqueEmail("withdrawn"), aurum::domain::Role::kGoldTrader, kPassword, "Sus", "Pend");
  const auto product = makeSellerProduct(trader.id, 10, 1000);
  auto listed = [&] {
    auto products = ts.client().get("/api/products").json();  // by value: the loop must not dangle
    for (const auto& p : products.as_array())
      if (p.at("id").as_int64() == product) return true;
    return false;
  };
  ASSERT_TRUE(listed());

  auto a = admin();
  ASSERT_EQ(post(a, userPath(trader.id, "suspend"), {{"reason", "Licence lapsed"}}).status, 200u);
  EXPECT_FALSE(listed());
  auto b = buyer();
  EXPECT_EQ(add(b, product, 1).status, 404u);

  // Reactivated, the dealer lists it again itself; made a client, it is withdrawn again.
  ASSERT_EQ(post(a, userPath(trader.id, "reactivate")).status, 200u);
  EXPECT_FALSE(listed());
  TestServer::get().app->database().write([&](soci::session& s) {
    s << "UPDATE products SET active = 1 WHERE id = " + std::to_string(product);
  });
  ts.app->shop().catalogue().invalidate();
  ASSERT_TRUE(listed());
  ASSERT_EQ(post(a, userPath(trader.id, "role"), {{"role", "client"}}).status, 200u);
  EXPECT_FALSE(listed());
  EXPECT_EQ(add(b, product, 1).status, 404u);
}
