// The admin console on both databases: dashboard figures against the database, the contact inbox,
// the audit log of every admin action and the refusal of every admin route to non-admins. Users
// and traders: admin_users_test.cpp. Helpers: admin_helpers.hpp.
#include <gtest/gtest.h>

#include "admin_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;
using namespace aurum::testing::admin_console;

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
        s, uid, "large_transaction", {"Test report", {}, {}}, "pending", std::nullopt, std::nullopt,
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
