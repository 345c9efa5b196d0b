// The admin console on both databases: dashboard figures against the database, users (filters,
// detail, suspension ending sessions, reactivation, role changes), traders (the demo trader,
// rejection with a reason the applicant sees), the contact inbox and the audit log of every
// admin action.
#include <gtest/gtest.h>

#include "domain/user.hpp"
#include "harness.hpp"
#include "shop_helpers.hpp"
#include "storage/compliance_repository.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;

namespace {

constexpr const char* kPassword = "a long enough password";

Client admin() { return demo("admin"); }

json::object me(Client& c) { return c.get("/api/auth/user").json().as_object(); }

long long idOf(Client& c) { return me(c).at("id").as_int64(); }

HttpResult post(Client& c, const std::string& path, const json::object& body = {}) {
  return c.postJson(path, body);
}

std::string userPath(long long id, const std::string& action = "") {
  return "/api/admin/users/" + std::to_string(id) + (action.empty() ? "" : "/" + action);
}

HttpResult login(const std::string& email) {
  return TestServer::get().client().postJson("/api/auth/login",
                                             {{"email", email}, {"password", kPassword}});
}

/// Registers a gold-trader applicant (pending approval); returns its e-mail.
std::string apply(const std::string& company = "Declined Metals Ltd") {
  auto email = uniqueEmail("applicant");
  auto r = TestServer::get().client().postJson("/api/auth/register",
                                               {{"role", "gold_trader"},
                                                {"firstName", "Ada"},
                                                {"lastName", "Applicant"},
                                                {"email", email},
                                                {"password", kPassword},
                                                {"companyName", company},
                                                {"tradingLicense", "LIC-778899"},
                                                {"businessAddress", "2 Vault Lane, Zurich"},
                                                {"tradingVolume", "1m-5m"},
                                                {"businessType", "dealer"},
                                                {"experience", "5+"}});
  EXPECT_EQ(r.status, 201u) << r.body;
  return email;
}

/// The traders list entry of `email` (null when absent).
json::value traderEntry(const std::string& email) {
  auto r = admin().get("/api/admin/traders");
  EXPECT_EQ(r.status, 200u) << r.body;
  auto list = r.json();
  for (const auto& t : list.as_array())
    if (t.at("user").at("email").as_string() == email) return t;
  return nullptr;
}

/// The newest audit rows (up to 500).
json::array auditRows() {
  auto r = admin().get("/api/admin/audit?limit=500");
  EXPECT_EQ(r.status, 200u) << r.body;
  return r.json().as_array();
}

/// The newest audit row with this action and target id (null when none).
json::value auditRow(const std::string& action, long long targetId) {
  for (const auto& row : auditRows())
    if (row.at("action").as_string() == action && row.at("targetId").is_int64() &&
        row.at("targetId").as_int64() == targetId)
      return row;
  return nullptr;
}

void expectAudited(const std::string& action, const std::string& targetType, long long targetId) {
  auto row = auditRow(action, targetId);
  ASSERT_TRUE(row.is_object()) << "no audit row " << action << " #" << targetId;
  EXPECT_EQ(row.at("targetType").as_string(), targetType);
  EXPECT_EQ(row.at("actor").at("email").as_string(), "admin@aurum.example");
  EXPECT_TRUE(row.at("actor").at("id").is_int64());
  EXPECT_FALSE(row.at("at").as_string().empty());
}

/// Buys one unit of a fresh product; returns the order JSON.
json::object placeOrder(Client& c) {
  auto pid = makeProduct(5);
  EXPECT_LT(add(c, pid).status, 300u);
  auto r = c.postJson("/api/checkout/confirm", payBody(intentSecret(c)));
  EXPECT_EQ(r.status, 200u) << r.body;
  return r.json().at("order").as_object();
}

long long countSql(const std::string& sql) {
  return TestServer::get().app->database().read([&](soci::session& s) {
    long long n = 0;
    s << sql, soci::into(n);
    return n;
  });
}

}  // namespace

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

TEST(AdminContact, RequestsLandNewAndMoveToAnsweredOrClosed) {
  auto anon = TestServer::get().client();
  auto sent = anon.postJson("/api/contact-requests", {{"name", "Dana Buyer"},
                                                      {"email", uniqueEmail("contact")},
                                                      {"topic", "demo"},
                                                      {"message", "Please call me about bars."}});
  ASSERT_EQ(sent.status, 201u) << sent.body;
  const auto id = sent.json().at("id").as_int64();
  auto a = admin();
  auto inbox = a.get("/api/admin/contact-requests?status=new");
  ASSERT_EQ(inbox.status, 200u) << inbox.body;
  auto list = inbox.json().as_array();
  ASSERT_FALSE(list.empty());
  EXPECT_EQ(list[0].at("id").as_int64(), id);  // newest first
  EXPECT_EQ(list[0].at("status").as_string(), "new");
  EXPECT_EQ(list[0].at("name").as_string(), "Dana Buyer");
  EXPECT_TRUE(list[0].at("updatedAt").is_null());

  const auto path = "/api/admin/contact-requests/" + std::to_string(id);
  auto bad = patch(a, path, {{"status", "archived"}});
  EXPECT_EQ(bad.status, 400u);
  EXPECT_EQ(field(bad), "status");
  EXPECT_EQ(a.get("/api/admin/contact-requests?status=bogus").status, 400u);
  auto r = patch(a, path, {{"status", "answered"}});
  ASSERT_EQ(r.status, 200u) << r.body;
  EXPECT_EQ(r.json().at("status").as_string(), "answered");
  EXPECT_TRUE(r.json().at("updatedAt").is_string());
  bool listed = false;
  auto answered = a.get("/api/admin/contact-requests?status=answered").json();
  for (const auto& c : answered.as_array()) listed = listed || c.at("id").as_int64() == id;
  EXPECT_TRUE(listed);
  EXPECT_EQ(patch(a, path, {{"status", "closed"}}).json().at("status").as_string(), "closed");
  EXPECT_EQ(patch(a, "/api/admin/contact-requests/999999999", {{"status", "closed"}}).status, 404u);
  auto row = auditRow("contact.status", id);
  ASSERT_TRUE(row.is_object());
  EXPECT_EQ(row.at("detail").as_string(), "answered -> closed");
  expectAudited("contact.status", "contact_request", id);
}

TEST(AdminDashboard, FiguresMatchTheDatabaseAndMoveWithNewUsersAndOrders) {
  auto& ts = TestServer::get();
  auto a = admin();
  auto before = a.get("/api/admin/dashboard");
  ASSERT_EQ(before.status, 200u) << before.body;
  auto b = before.json().as_object();

  auto c1 = ts.client();
  ts.signUpClient(c1, "dash");
  auto c2 = ts.client();
  ts.signUpClient(c2, "dash");
  apply("Dashboard Metals");
  auto order = placeOrder(c1);
  auto orderId = std::to_string(order.at("id").as_int64());
  auto subtotal = cents(a.get("/api/orders/" + orderId).json().at("subtotal"));

  auto d = a.get("/api/admin/dashboard").json().as_object();
  auto n = [](const json::object& o, const char* group, const char* key) {
    return o.at(group).at(key).as_int64();
  };
  EXPECT_EQ(n(d, "usersByRole", "client"), n(b, "usersByRole", "client") + 2);
  EXPECT_EQ(n(d, "usersByRole", "gold_trader"), n(b, "usersByRole", "gold_trader") + 1);
  EXPECT_EQ(n(d, "usersByStatus", "pending_approval"),
            n(b, "usersByStatus", "pending_approval") + 1);
  EXPECT_EQ(d.at("pendingTraderApplications").as_int64(),
            b.at("pendingTraderApplications").as_int64() + 1);
  EXPECT_EQ(d.at("ordersToday").as_int64(), b.at("ordersToday").as_int64() + 1);
  EXPECT_EQ(cents(d.at("revenueToday")), cents(b.at("revenueToday")) + subtotal);

  // Against the database itself.
  for (const char* role : {"client", "gold_trader", "admin"})
    EXPECT_EQ(n(d, "usersByRole", role),
              countSql(std::string("SELECT COUNT(*) FROM users WHERE role = '") + role + "'"))
        << role;
  for (const char* status : {"active", "pending_approval", "suspended"})
    EXPECT_EQ(n(d, "usersByStatus", status),
              countSql(std::string("SELECT COUNT(*) FROM users WHERE status = '") + status + "'"))
        << status;
  EXPECT_EQ(d.at("pendingKyc").as_int64(),
            countSql("SELECT COUNT(*) FROM kyc_cases WHERE status = 'pending'"));
  EXPECT_EQ(d.at("openComplianceReports").as_int64(),
            countSql("SELECT COUNT(*) FROM compliance_reports"
                     " WHERE status IN ('pending', 'under_review')"));
  const auto now = ts.clock->nowMs();
  const auto day = now - now % 86'400'000;
  EXPECT_EQ(d.at("ordersToday").as_int64(),
            countSql("SELECT COUNT(*) FROM orders WHERE status <> 'cancelled' AND created_at >= " +
                     std::to_string(day)));

  auto feed = d.at("feed").as_object();
  EXPECT_FALSE(feed.at("source").as_string().empty());
  EXPECT_TRUE(feed.at("simulated").is_bool());
  EXPECT_TRUE(feed.at("stale").is_bool());
  EXPECT_TRUE(feed.at("lastTickAt").is_string());
}

TEST(AdminAudit, KycComplianceAndOrderStatusDecisionsAreAudited) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "audit");
  const auto uid = idOf(c);
  auto a = admin();

  // An admin moves an order along.
  auto order = placeOrder(c);
  const auto orderId = order.at("id").as_int64();
  auto moved = a.postJson("/api/orders/" + std::to_string(orderId) + "/status",
                          {{"status", "shipped"}, {"trackingNumber", "1ZAUDIT"}});
  ASSERT_EQ(moved.status, 200u) << moved.body;
  expectAudited("order.status", "order", orderId);
  EXPECT_EQ(auditRow("order.status", orderId).at("detail").as_string(), "processing -> shipped");

  // A KYC case decided (opened directly: the upload path is covered by compliance_test).
  auto caseId = ts.app->database().write([&](soci::session& s) {
    long long id = 0, user = uid, now = ts.clock->nowMs();
    s << "INSERT INTO kyc_cases (user_id, status, submitted_at) VALUES (:u, 'pending', :n)"
         " RETURNING id",
        soci::use(user), soci::use(now), soci::into(id);
    return id;
  });
  auto kyc = a.postJson("/api/admin/kyc/" + std::to_string(caseId) + "/decision",
                        {{"decision", "reject"}, {"reason", "Document unreadable"}});
  ASSERT_EQ(kyc.status, 200u) << kyc.body;
  expectAudited("kyc.decision", "kyc_case", caseId);
  EXPECT_EQ(auditRow("kyc.decision", caseId).at("detail").as_string(),
            "reject: Document unreadable");

  // A compliance report decided.
  auto reportId = ts.app->database().write([&](soci::session& s) {
    return aurum::storage::ComplianceRepository::insertReport(
        s, uid, "large_transaction", "Test report", "pending", std::nullopt, std::nullopt,
        ts.clock->nowMs());
  });
  auto rep = a.postJson("/api/admin/compliance/reports/" + std::to_string(reportId) + "/decision",
                        {{"decision", "clear"}, {"note", "Reviewed"}});
  ASSERT_EQ(rep.status, 200u) << rep.body;
  expectAudited("compliance_report.decision", "compliance_report", reportId);
}

TEST(AdminAudit, NewestFirstWithLimitAndPaging) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "paging");
  auto a = admin();
  const auto id = idOf(c);
  ASSERT_EQ(post(a, userPath(id, "suspend")).status, 200u);
  ASSERT_EQ(post(a, userPath(id, "reactivate")).status, 200u);
  auto r = a.get("/api/admin/audit?limit=2");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto rows = r.json().as_array();
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].at("action").as_string(), "user.reactivate");
  EXPECT_EQ(rows[1].at("action").as_string(), "user.suspend");
  EXPECT_GT(rows[0].at("id").as_int64(), rows[1].at("id").as_int64());
  for (const char* k : {"id", "actor", "action", "targetType", "targetId", "detail", "ip", "at"})
    EXPECT_TRUE(rows[0].as_object().contains(k)) << k;
  auto older =
      a.get("/api/admin/audit?limit=1&before=" + std::to_string(rows[0].at("id").as_int64()))
          .json()
          .as_array();
  ASSERT_EQ(older.size(), 1u);
  EXPECT_EQ(older[0].at("id"), rows[1].at("id"));
  EXPECT_EQ(a.get("/api/admin/audit").json().as_array().size() <= 100, true);
  for (const char* q : {"limit=0", "limit=501", "limit=abc", "before=-1"}) {
    auto bad = a.get(std::string("/api/admin/audit?") + q);
    EXPECT_EQ(bad.status, 400u) << q;
  }
  EXPECT_EQ(field(a.get("/api/admin/audit?limit=0")), "limit");
  EXPECT_EQ(field(a.get("/api/admin/audit?before=x")), "before");
}

TEST(AdminAccess, NonAdminsAreRefusedOnEveryAdminRoute) {
  auto client = demo("client");
  auto trader = demo("gold_trader");
  for (auto* c : {&client, &trader}) {
    EXPECT_EQ(c->get("/api/admin/dashboard").status, 403u);
    EXPECT_EQ(c->get("/api/admin/audit").status, 403u);
    EXPECT_EQ(c->get("/api/admin/contact-requests").status, 403u);
    EXPECT_EQ(c->postJson("/api/admin/users/1/suspend", json::object{}).status, 403u);
  }
  EXPECT_EQ(TestServer::get().client().get("/api/admin/dashboard").status, 401u);
}
