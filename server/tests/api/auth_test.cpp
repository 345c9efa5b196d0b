#include "harness.hpp"

using namespace aurum::testing;
namespace json = boost::json;

namespace {
json::object registration(const std::string& email,
                          const std::string& password = "a long enough password") {
  return {{"role", "client"},
          {"firstName", "Ann"},
          {"lastName", "Lee"},
          {"email", email},
          {"password", password}};
}
}  // namespace

TEST(Auth, RegisterSignsInAClient) {
  auto c = TestServer::get().client();
  auto email = uniqueEmail("reg");
  auto r = c.postJson("/api/auth/register", registration(email));
  ASSERT_EQ(r.status, 201u) << r.body;
  auto user = r.json().at("user").as_object();
  EXPECT_EQ(user.at("email").as_string(), email);
  EXPECT_EQ(user.at("role").as_string(), "client");
  EXPECT_TRUE(user.at("kycStatus").is_null());
  EXPECT_TRUE(r.json().at("signedIn").as_bool());
  auto cookie = r.header("Set-Cookie");
  EXPECT_NE(cookie.find("HttpOnly"), std::string::npos);
  EXPECT_NE(cookie.find("SameSite=Lax"), std::string::npos);
  EXPECT_NE(cookie.find("Secure"), std::string::npos);
  auto me = c.get("/api/auth/user");
  ASSERT_EQ(me.status, 200u);
  EXPECT_EQ(me.json().at("email").as_string(), email);
}

TEST(Auth, DuplicateEmailIsRefusedCaseInsensitively) {
  auto c = TestServer::get().client();
  auto email = uniqueEmail("dup");
  ASSERT_EQ(c.postJson("/api/auth/register", registration(email)).status, 201u);
  std::string upper = email;
  for (auto& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  auto r = TestServer::get().client().postJson("/api/auth/register", registration(upper));
  EXPECT_EQ(r.status, 409u);
  EXPECT_EQ(code(r), "email_taken");
  EXPECT_EQ(field(r), "email");
}

TEST(Auth, BadEmailAndShortPasswordNameTheField) {
  auto c = TestServer::get().client();
  auto r = c.postJson("/api/auth/register", registration("not-an-email"));
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "email");
  r = c.postJson("/api/auth/register", registration(uniqueEmail("short"), "elevenchars"));
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "password");
  EXPECT_EQ(r.json().at("message").as_string(), "Password must be at least 12 characters");
  auto missing = registration(uniqueEmail("missing"));
  missing.erase("lastName");
  r = c.postJson("/api/auth/register", missing);
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "lastName");
}

TEST(Auth, AdminRoleCannotBeRegistered) {
  auto body = registration(uniqueEmail("admin"));
  body["role"] = "admin";
  auto r = TestServer::get().client().postJson("/api/auth/register", body);
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "role");
}

TEST(Auth, TraderApplicationStartsPendingAndCannotSignInUntilApproved) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = uniqueEmail("trader");
  json::object body{{"role", "gold_trader"},
                    {"firstName", "Tess"},
                    {"lastName", "Gold"},
                    {"email", email},
                    {"password", "a long enough password"},
                    {"companyName", "Gold Co"},
                    {"tradingLicense", "LIC-12345"},
                    {"businessAddress", "1 Bullion Street, London"},
                    {"tradingVolume", "1m-5m"},
                    {"businessType", "dealer"},
                    {"experience", "5+"}};
  auto r = c.postJson("/api/auth/register", body);
  ASSERT_EQ(r.status, 201u) << r.body;
  EXPECT_EQ(r.json().at("user").at("status").as_string(), "pending_approval");
  EXPECT_FALSE(r.json().at("signedIn").as_bool());
  EXPECT_EQ(c.get("/api/auth/user").status, 401u);
  auto login =
      c.postJson("/api/auth/login", {{"email", email}, {"password", "a long enough password"}});
  EXPECT_EQ(login.status, 403u);
  EXPECT_EQ(code(login), "account_pending");

  auto admin = ts.client();
  signInAdmin(admin, *ts.clock);
  auto traders = admin.get("/api/admin/traders");
  ASSERT_EQ(traders.status, 200u);
  std::int64_t id = 0;
  auto list = traders.json();
  for (const auto& t : list.as_array())
    if (t.at("user").at("email").as_string() == email) {
      id = t.at("user").at("id").as_int64();
      EXPECT_EQ(t.at("companyName").as_string(), "Gold Co");
    }
  ASSERT_GT(id, 0);
  auto approved = admin.request(boost::beast::http::verb::post,
                                "/api/admin/traders/" + std::to_string(id) + "/approve");
  ASSERT_EQ(approved.status, 200u) << approved.body;
  EXPECT_EQ(approved.json().at("status").as_string(), "active");
  EXPECT_EQ(
      c.postJson("/api/auth/login", {{"email", email}, {"password", "a long enough password"}})
          .status,
      200u);
}

TEST(Auth, TraderMustGiveCompanyAndLicense) {
  json::object body{{"role", "gold_trader"},
                    {"firstName", "Tess"},
                    {"lastName", "Gold"},
                    {"email", uniqueEmail("trader")},
                    {"password", "a long enough password"}};
  auto r = TestServer::get().client().postJson("/api/auth/register", body);
  EXPECT_EQ(r.status, 400u);
  EXPECT_EQ(field(r), "companyName");
}

TEST(Auth, LoginIssuesANewTokenAndWrongPasswordIsRefused) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = ts.signUpClient(c, "login");
  auto first = c.sessionCookie;
  auto bad =
      ts.client().postJson("/api/auth/login", {{"email", email}, {"password", "wrong password!!"}});
  EXPECT_EQ(bad.status, 401u);
  EXPECT_EQ(code(bad), "invalid_credentials");
  auto unknown = ts.client().postJson(
      "/api/auth/login", {{"email", uniqueEmail("nobody")}, {"password", "whatever password"}});
  EXPECT_EQ(unknown.status, 401u);
  EXPECT_EQ(unknown.json().at("message"), bad.json().at("message"));  // no account enumeration
  auto ok =
      c.postJson("/api/auth/login", {{"email", email}, {"password", "a long enough password"}});
  ASSERT_EQ(ok.status, 200u);
  EXPECT_NE(c.sessionCookie, first);
  // The session the sign-in replaced is gone.
  auto old = ts.client();
  old.sessionCookie = first;
  EXPECT_EQ(old.get("/api/auth/user").status, 401u);
}

TEST(Auth, RepeatedFailuresAreRateLimitedWithRetryAfter) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = ts.signUpClient(c, "limit");
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(ts.client()
                  .postJson("/api/auth/login", {{"email", email}, {"password", "wrong password!!"}})
                  .status,
              401u);
  auto r = ts.client().postJson("/api/auth/login",
                                {{"email", email}, {"password", "a long enough password"}});
  EXPECT_EQ(r.status, 429u);
  EXPECT_EQ(code(r), "rate_limited");
  EXPECT_GT(std::stoi(r.header("Retry-After")), 0);
  ts.clock->advanceMs(16 * 60 * 1000);  // the window passes
  EXPECT_EQ(
      ts.client()
          .postJson("/api/auth/login", {{"email", email}, {"password", "a long enough password"}})
          .status,
      200u);
}

TEST(Auth, LogoutEndsTheSessionServerSide) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "logout");
  auto token = c.sessionCookie;
  auto r = c.request(boost::beast::http::verb::post, "/api/auth/logout");
  EXPECT_EQ(r.status, 204u);
  EXPECT_NE(r.header("Set-Cookie").find("Max-Age=0"), std::string::npos);
  auto replay = ts.client();
  replay.sessionCookie = token;
  EXPECT_EQ(replay.get("/api/auth/user").status, 401u);
}

TEST(Auth, IdleSessionsExpire) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "idle");
  EXPECT_EQ(c.get("/api/auth/user").status, 200u);
  ts.clock->advanceMs(ts.app->auth().sessionPolicy().idleMs + 1);
  EXPECT_EQ(c.get("/api/auth/user").status, 401u);
}

TEST(Auth, SignedOutUserCallIs401WithErrorBody) {
  auto r = TestServer::get().client().get("/api/auth/user");
  EXPECT_EQ(r.status, 401u);
  EXPECT_EQ(code(r), "unauthorized");
}

TEST(Auth, LoginRouteRedirectsToTheLoginPageWithoutGrantingARole) {
  auto c = TestServer::get().client();
  auto r = c.get("/api/login?role=gold_trader");
  EXPECT_EQ(r.status, 302u);
  EXPECT_EQ(r.header("Location"), "/login?role=gold_trader");
  EXPECT_TRUE(c.sessionCookie.empty());
  EXPECT_EQ(c.get("/api/login?role=admin").header("Location"), "/login");
}

TEST(Auth, DemoLoginSignsInAsTheDemoAccount) {
  auto c = TestServer::get().client();
  auto r = c.get("/api/demo-login/gold_trader");
  EXPECT_EQ(r.status, 302u);
  EXPECT_EQ(r.header("Location"), "/dashboard");
  auto me = c.get("/api/auth/user");
  ASSERT_EQ(me.status, 200u);
  EXPECT_EQ(me.json().at("role").as_string(), "gold_trader");
  EXPECT_EQ(TestServer::get().client().get("/api/demo-login/admin").status, 404u);
}
