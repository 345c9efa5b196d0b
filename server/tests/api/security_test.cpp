// Second factors (TOTP with the test clock, recovery codes), sign-in's second step, sessions,
// password change, the security log, the admin second-factor rule and account closure.
#include "crypto/totp.hpp"
#include "harness.hpp"
#include "own_app.hpp"
#include "shop_helpers.hpp"

namespace aurum::testing {
namespace {

using shop::add;
using shop::intentSecret;
using shop::makeProduct;

struct Enrolled {
  std::string email;
  std::string secret;
  std::vector<std::string> recoveryCodes;
};

/// Moves the shared clock to a TOTP step no code was used in yet.
void nextStep() { TestServer::get().clock->advanceMs(crypto::kTotpStepMs); }

std::string codeNow(const std::string& secret) { return totpNow(secret, *TestServer::get().clock); }

/// A fresh client account with TOTP on; `c` stays signed in.
Enrolled enrolTotp(Client& c) {
  Enrolled e;
  e.email = TestServer::get().signUpClient(c, "totp");
  auto setup = c.postJson("/api/auth/mfa/totp/setup", boost::json::object{});
  EXPECT_EQ(setup.status, 200u) << setup.body;
  e.secret = std::string(setup.json().at("secret").as_string());
  EXPECT_NE(std::string(setup.json().at("otpauthUrl").as_string()).find("secret=" + e.secret),
            std::string::npos);
  EXPECT_NE(std::string(setup.json().at("qrSvg").as_string()).find("<svg"), std::string::npos);
  auto enable = c.postJson("/api/auth/mfa/totp/enable", {{"code", codeNow(e.secret)}});
  EXPECT_EQ(enable.status, 200u) << enable.body;
  auto codes = enable.json();
  for (const auto& code : codes.at("recoveryCodes").as_array())
    e.recoveryCodes.emplace_back(code.as_string());
  nextStep();
  return e;
}

HttpResult login(Client& c, const std::string& email, const std::string& password = kPassword) {
  return c.postJson("/api/auth/login", {{"email", email}, {"password", password}});
}

HttpResult deleteWithBody(Client& c, const std::string& target,
                          const boost::json::value& body = nullptr) {
  return c.request(bhttp::verb::delete_, target, body.is_null() ? "" : boost::json::serialize(body),
                   {{"Content-Type", "application/json"}});
}

bool hasEvent(Client& c, const std::string& event) {
  auto history = c.get("/api/auth/login-history").json();
  for (const auto& e : history.as_array())
    if (e.at("event").as_string() == event) return true;
  return false;
}

TEST(Totp, EnablingNeedsACurrentCodeAndAnswersTenSingleUseRecoveryCodes) {
  auto c = TestServer::get().client();
  TestServer::get().signUpClient(c, "totp-setup");
  auto before = c.get("/api/auth/mfa").json();
  EXPECT_FALSE(before.at("enabled").as_bool());
  auto setup = c.postJson("/api/auth/mfa/totp/setup", boost::json::object{});
  std::string secret(setup.json().at("secret").as_string());
  auto wrong = c.postJson("/api/auth/mfa/totp/enable", {{"code", "000000"}});
  if (codeNow(secret) != "000000") {
    EXPECT_EQ(wrong.status, 401u);
    EXPECT_EQ(code(wrong), "invalid_credentials");
  }
  auto shortCode = c.postJson("/api/auth/mfa/totp/enable", {{"code", "12345"}});
  EXPECT_EQ(shortCode.status, 400u);
  EXPECT_EQ(field(shortCode), "code");
  auto ok = c.postJson("/api/auth/mfa/totp/enable", {{"code", codeNow(secret)}});
  ASSERT_EQ(ok.status, 200u) << ok.body;
  EXPECT_EQ(ok.json().at("recoveryCodes").as_array().size(), 10u);
  auto after = c.get("/api/auth/mfa").json();
  EXPECT_TRUE(after.at("totp").as_bool());
  EXPECT_EQ(after.at("recoveryCodesRemaining").as_int64(), 10);
  EXPECT_TRUE(c.get("/api/auth/user").json().at("mfaEnabled").as_bool());
  EXPECT_EQ(c.postJson("/api/auth/mfa/totp/setup", boost::json::object{}).status, 409u);
  EXPECT_TRUE(hasEvent(c, "totp_enabled"));
  nextStep();
}

TEST(Totp, SignInWaitsForTheCodeAndRefusesAReplay) {
  auto c = TestServer::get().client();
  auto e = enrolTotp(c);
  auto other = TestServer::get().client();
  auto first = login(other, e.email);
  ASSERT_EQ(first.status, 200u) << first.body;
  EXPECT_TRUE(first.json().at("mfaRequired").as_bool());
  EXPECT_EQ(first.json().at("methods"), (boost::json::array{"totp", "recovery"}));
  EXPECT_TRUE(other.sessionCookie.empty());
  EXPECT_FALSE(other.pendingCookie.empty());
  EXPECT_NE(first.header("Set-Cookie").find("HttpOnly"), std::string::npos);
  EXPECT_EQ(other.get("/api/auth/user").status, 401u);  // no session before the second factor

  auto totp = codeNow(e.secret);
  auto ok = other.postJson("/api/auth/mfa/verify", {{"code", totp}});
  ASSERT_EQ(ok.status, 200u) << ok.body;
  EXPECT_EQ(ok.json().at("email").as_string(), e.email);
  EXPECT_EQ(other.get("/api/auth/user").status, 200u);

  // The same code again, inside its window: refused.
  auto third = TestServer::get().client();
  ASSERT_TRUE(login(third, e.email).json().as_object().contains("mfaRequired"));
  auto replay = third.postJson("/api/auth/mfa/verify", {{"code", totp}});
  EXPECT_EQ(replay.status, 401u);
  EXPECT_EQ(code(replay), "invalid_credentials");
  EXPECT_EQ(third.get("/api/auth/user").status, 401u);
  nextStep();
  EXPECT_EQ(third.postJson("/api/auth/mfa/verify", {{"code", codeNow(e.secret)}}).status, 200u);
  EXPECT_TRUE(hasEvent(third, "mfa_failed"));
  EXPECT_TRUE(hasEvent(third, "mfa_verified"));
  nextStep();
}

TEST(Totp, ARecoveryCodeWorksOnce) {
  auto c = TestServer::get().client();
  auto e = enrolTotp(c);
  auto a = TestServer::get().client();
  login(a, e.email);
  auto ok = a.postJson("/api/auth/mfa/verify", {{"code", e.recoveryCodes[3]}});
  ASSERT_EQ(ok.status, 200u) << ok.body;
  EXPECT_EQ(a.get("/api/auth/mfa").json().at("recoveryCodesRemaining").as_int64(), 9);
  auto b = TestServer::get().client();
  login(b, e.email);
  EXPECT_EQ(b.postJson("/api/auth/mfa/verify", {{"code", e.recoveryCodes[3]}}).status, 401u);
  // Typed in capitals with spaces, another code still works.
  std::string typed = e.recoveryCodes[4];
  for (auto& ch : typed) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  EXPECT_EQ(b.postJson("/api/auth/mfa/verify", {{"code", " " + typed + " "}}).status, 200u);
  EXPECT_TRUE(hasEvent(b, "recovery_code_used"));
}

TEST(Totp, FiveWrongCodesEndThePendingSignIn) {
  auto c = TestServer::get().client();
  auto e = enrolTotp(c);
  auto a = TestServer::get().client();
  login(a, e.email);
  auto good = codeNow(e.secret);
  std::string wrong = good == "111111" ? "222222" : "111111";
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(a.postJson("/api/auth/mfa/verify", {{"code", wrong}}).status, 401u) << i;
  auto fifth = a.postJson("/api/auth/mfa/verify", {{"code", wrong}});
  EXPECT_EQ(fifth.status, 429u);
  // The pending sign-in is gone: even the right code needs the password again.
  auto after = a.postJson("/api/auth/mfa/verify", {{"code", good}});
  EXPECT_EQ(after.status, 401u);
  EXPECT_EQ(code(after), "unauthorized");
  // Without a pending sign-in at all.
  auto none = TestServer::get().client();
  EXPECT_EQ(none.postJson("/api/auth/mfa/verify", {{"code", good}}).status, 401u);
  EXPECT_EQ(none.postJson("/api/auth/mfa/verify", boost::json::object{}).status, 400u);
  nextStep();
}

TEST(Totp, APendingSignInExpires) {
  auto c = TestServer::get().client();
  auto e = enrolTotp(c);
  auto a = TestServer::get().client();
  login(a, e.email);
  TestServer::get().clock->advanceMs(6 * 60 * 1000);
  auto late = a.postJson("/api/auth/mfa/verify", {{"code", codeNow(e.secret)}});
  EXPECT_EQ(late.status, 401u);
  EXPECT_EQ(code(late), "unauthorized");
}

TEST(Totp, DisablingTakesACodeOrThePassword) {
  auto c = TestServer::get().client();
  auto e = enrolTotp(c);
  auto none = c.postJson("/api/auth/mfa/totp/disable", boost::json::object{});
  EXPECT_EQ(none.status, 400u);
  auto wrongPassword = c.postJson("/api/auth/mfa/totp/disable", {{"password", "not the password"}});
  EXPECT_EQ(wrongPassword.status, 401u);
  EXPECT_EQ(field(wrongPassword), "password");
  ASSERT_EQ(c.postJson("/api/auth/mfa/totp/disable", {{"password", kPassword}}).status, 204u);
  EXPECT_FALSE(c.get("/api/auth/mfa").json().at("enabled").as_bool());
  auto again = TestServer::get().client();
  EXPECT_EQ(login(again, e.email).json().at("email").as_string(), e.email);  // no second step
  EXPECT_TRUE(hasEvent(c, "totp_disabled"));
}

TEST(Totp, RecoveryCodesCanBeReplacedWithACurrentCode) {
  auto c = TestServer::get().client();
  auto e = enrolTotp(c);
  auto fresh = c.postJson("/api/auth/mfa/recovery-codes", {{"code", codeNow(e.secret)}});
  ASSERT_EQ(fresh.status, 200u) << fresh.body;
  EXPECT_EQ(fresh.json().at("recoveryCodes").as_array().size(), 10u);
  auto a = TestServer::get().client();
  login(a, e.email);
  EXPECT_EQ(a.postJson("/api/auth/mfa/verify", {{"code", e.recoveryCodes[0]}}).status, 401u);
  nextStep();
}

TEST(Passwords, AChangeVerifiesRulesAndEndsEveryOtherSession) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = ts.signUpClient(c, "pw");
  auto other = ts.client();
  ASSERT_EQ(login(other, email).status, 200u);
  auto wrong = c.postJson("/api/auth/password", {{"currentPassword", "nope nope nope"},
                                                 {"newPassword", "another long password"}});
  EXPECT_EQ(wrong.status, 401u);
  EXPECT_EQ(field(wrong), "currentPassword");
  auto weak =
      c.postJson("/api/auth/password", {{"currentPassword", kPassword}, {"newPassword", "short"}});
  EXPECT_EQ(weak.status, 400u);
  EXPECT_EQ(field(weak), "newPassword");
  auto ok = c.postJson("/api/auth/password",
                       {{"currentPassword", kPassword}, {"newPassword", "another long password"}});
  ASSERT_EQ(ok.status, 200u) << ok.body;
  EXPECT_EQ(ok.json().at("revokedSessions").as_int64(), 1);
  EXPECT_EQ(other.get("/api/auth/user").status, 401u);
  EXPECT_EQ(c.get("/api/auth/user").status, 200u);
  auto fresh = ts.client();
  EXPECT_EQ(login(fresh, email).status, 401u);
  EXPECT_EQ(login(fresh, email, "another long password").status, 200u);
  EXPECT_TRUE(hasEvent(c, "password_changed"));
}

TEST(Sessions, ListedWithTheCurrentOneFlaggedAndRevocable) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = ts.signUpClient(c, "sessions");
  auto phone = ts.client();
  phone.request(
      bhttp::verb::post, "/api/auth/login",
      boost::json::serialize(boost::json::object{{"email", email}, {"password", kPassword}}),
      {{"Content-Type", "application/json"},
       {"User-Agent",
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
        "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"}});
  auto third = ts.client();
  ASSERT_EQ(login(third, email).status, 200u);
  auto listed = c.get("/api/auth/sessions").json();
  const auto& list = listed.as_array();
  ASSERT_EQ(list.size(), 3u);
  int current = 0;
  std::string phoneId;
  for (const auto& s : list) {
    current += s.at("current").as_bool() ? 1 : 0;
    if (s.at("device").as_string() == "Safari on iPhone") phoneId = s.at("id").as_string();
    EXPECT_EQ(s.at("ip").as_string(), "127.0.0.1");
    EXPECT_FALSE(s.as_object().contains("tokenHash"));
  }
  EXPECT_EQ(current, 1);
  ASSERT_FALSE(phoneId.empty());
  EXPECT_EQ(deleteWithBody(c, "/api/auth/sessions/" + phoneId).status, 204u);
  EXPECT_EQ(phone.get("/api/auth/user").status, 401u);
  EXPECT_EQ(deleteWithBody(c, "/api/auth/sessions/" + phoneId).status, 404u);
  // Another account's session id is not ours to end.
  auto stranger = ts.client();
  ts.signUpClient(stranger, "stranger");
  auto strangerId =
      std::string(stranger.get("/api/auth/sessions").json().as_array()[0].at("id").as_string());
  EXPECT_EQ(deleteWithBody(c, "/api/auth/sessions/" + strangerId).status, 404u);
  EXPECT_EQ(stranger.get("/api/auth/user").status, 200u);
  // Everywhere else.
  auto everywhere = deleteWithBody(c, "/api/auth/sessions");
  ASSERT_EQ(everywhere.status, 200u);
  EXPECT_EQ(everywhere.json().at("revokedSessions").as_int64(), 1);
  EXPECT_EQ(third.get("/api/auth/user").status, 401u);
  EXPECT_EQ(c.get("/api/auth/sessions").json().as_array().size(), 1u);
}

TEST(LoginHistory, RecordsSignInsFailuresAndChangesWithDevice) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = ts.signUpClient(c, "history");
  auto other = ts.client();
  EXPECT_EQ(login(other, email, "wrong password here").status, 401u);
  other.request(
      bhttp::verb::post, "/api/auth/login",
      boost::json::serialize(boost::json::object{{"email", email}, {"password", kPassword}}),
      {{"Content-Type", "application/json"},
       {"User-Agent",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0"}});
  auto logged = c.get("/api/auth/login-history").json();
  const auto& history = logged.as_array();
  std::set<std::string> events;
  for (const auto& e : history) {
    events.insert(std::string(e.at("event").as_string()));
    EXPECT_FALSE(e.at("at").as_string().empty());
  }
  EXPECT_TRUE(events.count("sign_in"));
  EXPECT_TRUE(events.count("sign_in_failed"));
  EXPECT_TRUE(events.count("new_device"));
  EXPECT_EQ(history[0].at("device").as_string(), "Firefox on Windows");
  EXPECT_EQ(ts.client().get("/api/auth/login-history").status, 401u);
}

TEST(AdminSecondFactor, AdminRoutesWaitForEnrolmentWhichLiftsItForTheSession) {
  auto clock = std::make_shared<util::ManualClock>(1'760'000'000'000);
  auto own = startOwnApp(
      "admin_mfa", [](app::Config&) {}, clock);
  Client admin(own.port);
  ASSERT_EQ(admin
                .postJson("/api/auth/login",
                          {{"email", "admin@aurum.example"}, {"password", "DemoAdmin2024!"}})
                .status,
            200u);
  auto refused = admin.get("/api/admin/users");
  EXPECT_EQ(refused.status, 403u);
  EXPECT_EQ(code(refused), "mfa_required");
  EXPECT_FALSE(admin.get("/api/auth/user").json().at("mfaEnabled").as_bool());
  auto setup = admin.postJson("/api/auth/mfa/totp/setup", boost::json::object{});
  std::string secret(setup.json().at("secret").as_string());
  ASSERT_EQ(admin.postJson("/api/auth/mfa/totp/enable", {{"code", totpNow(secret, *clock)}}).status,
            200u);
  EXPECT_EQ(admin.get("/api/admin/users").status, 200u);  // same session
}

TEST(AccountClosure, NeedsThePasswordAndCodeAndWaitsForOrdersInFlight) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto e = enrolTotp(c);
  auto wrong = deleteWithBody(c, "/api/account",
                              {{"password", "not my password"}, {"code", codeNow(e.secret)}});
  EXPECT_EQ(wrong.status, 401u);
  auto noCode = deleteWithBody(c, "/api/account", {{"password", kPassword}});
  EXPECT_EQ(noCode.status, 400u);
  EXPECT_EQ(field(noCode), "code");
  // An order being processed holds the closure.
  auto product = makeProduct(20);
  ASSERT_LT(add(c, product, 1).status, 300u);
  ASSERT_EQ(c.postJson("/api/checkout/confirm", payBody(intentSecret(c))).status, 200u);
  auto busy =
      deleteWithBody(c, "/api/account", {{"password", kPassword}, {"code", e.recoveryCodes[0]}});
  EXPECT_EQ(busy.status, 409u);
  auto orderId = std::to_string(c.get("/api/orders").json().as_array()[0].at("id").as_int64());
  auto trader = demo("admin");
  ASSERT_EQ(trader
                .postJson("/api/orders/" + orderId + "/status",
                          {{"status", "shipped"}, {"trackingNumber", "1Z42"}})
                .status,
            200u);
  ASSERT_EQ(trader.postJson("/api/orders/" + orderId + "/status", {{"status", "delivered"}}).status,
            200u);
  auto closed =
      deleteWithBody(c, "/api/account", {{"password", kPassword}, {"code", e.recoveryCodes[1]}});
  ASSERT_EQ(closed.status, 204u) << closed.body;
  EXPECT_EQ(c.get("/api/auth/user").status, 401u);
  auto again = ts.client();
  EXPECT_EQ(login(again, e.email).status, 401u);
  // The order is kept, without the name.
  auto admin = demo("admin");
  bool found = false;
  auto users = admin.get("/api/admin/users").json();
  for (const auto& u : users.as_array())
    if (u.at("email").as_string() == e.email) found = true;
  EXPECT_FALSE(found);
}

// An order the buyer cancelled keeps its history, but the buyer's e-mail leaves it with the
// account.
TEST(AccountClosure, TheOrderHistoryKeepsNoTraceOfTheEmail) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  auto email = ts.signUpClient(c, "closing-history");
  auto product = makeProduct(20);
  ASSERT_LT(add(c, product, 1).status, 300u);
  ASSERT_EQ(c.postJson("/api/checkout/confirm", payBody(intentSecret(c))).status, 200u);
  auto orderId = std::to_string(c.get("/api/orders").json().as_array()[0].at("id").as_int64());
  ASSERT_EQ(c.postJson("/api/orders/" + orderId + "/cancel", boost::json::object{}).status, 200u);
  auto admin = demo("admin");
  ASSERT_NE(admin.get("/api/orders/" + orderId).body.find(email), std::string::npos);
  ASSERT_EQ(deleteWithBody(c, "/api/account", {{"password", kPassword}}).status, 204u);
  auto after = admin.get("/api/orders/" + orderId);
  ASSERT_EQ(after.status, 200u);
  EXPECT_EQ(after.body.find(email), std::string::npos) << after.body;
  EXPECT_GE(after.json().at("history").as_array().size(), 2u);  // placed and cancelled: kept
}

}  // namespace
}  // namespace aurum::testing
