// Passkeys over HTTP (api/passkeys.cpp) with a software authenticator: registration (ES256 and
// EdDSA), listing and removal, sign-in without a password, and the refusals: reused or expired
// challenges, a counter that goes back, tampered assertions, another user's passkey.
#include <algorithm>

#include "../support/soft_authenticator.hpp"
#include "harness.hpp"

using namespace aurum::testing;
namespace json = boost::json;
using Alg = SoftAuthenticator::Alg;

namespace {

/// A browser on http://localhost:<port>: passkeys refuse IP addresses, so Host and Origin name
/// localhost (the server's own Origin check compares the two).
struct Browser {
  Client c = TestServer::get().client();
  std::string origin = "http://localhost:" + std::to_string(TestServer::get().port);
  std::string address = "198.51.100.77";

  std::map<std::string, std::string> headers(bool json = true) {
    // An address of its own (the test server trusts loopback as a proxy), so the per-address
    // limit on sign-in options counts this suite apart from the others.
    std::map<std::string, std::string> h{
        {"Host", origin.substr(7)}, {"Origin", origin}, {"X-Forwarded-For", address}};
    if (json) h["Content-Type"] = "application/json";
    return h;
  }
  HttpResult post(const std::string& target, const json::value& body = json::object{}) {
    return c.request(bhttp::verb::post, target, json::serialize(body), headers());
  }
  HttpResult get(const std::string& target) {
    return c.request(bhttp::verb::get, target, "", headers(false));
  }
  HttpResult del(const std::string& target) {
    return c.request(bhttp::verb::delete_, target, "", headers(false));
  }

  /// Registers `a`'s credential; returns the response.
  HttpResult enrol(SoftAuthenticator& a, const std::string& name = "") {
    auto options = post("/api/auth/passkeys/register/options");
    EXPECT_EQ(options.status, 200u) << options.body;
    auto challenge = std::string(options.json().at("challenge").as_string());
    json::object body{{"credential", SoftAuthenticator::toJson(
                                         a.makeCredential("localhost", origin, challenge))}};
    if (!name.empty()) body["name"] = name;
    return post("/api/auth/passkeys/register", body);
  }

  std::string loginChallenge() {
    auto options = post("/api/auth/passkeys/login/options");
    EXPECT_EQ(options.status, 200u) << options.body;
    return std::string(options.json().at("challenge").as_string());
  }

  HttpResult signIn(const SoftAuthenticator::Assertion& as) {
    return post("/api/auth/passkeys/login",
                json::object{{"assertion", SoftAuthenticator::toJson(as)}});
  }
};

/// A signed-in fresh client with a browser on localhost.
Browser signedUp(std::string* email = nullptr) {
  Browser b;
  auto e = TestServer::get().signUpClient(b.c, "passkey");
  if (email) *email = e;
  return b;
}

}  // namespace

TEST(Passkeys, CreationOptionsNameTheHostAndTheUser) {
  std::string email;
  auto b = signedUp(&email);
  auto r = b.post("/api/auth/passkeys/register/options");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto o = r.json().as_object();
  EXPECT_EQ(o.at("rp").at("id").as_string(), "localhost");
  EXPECT_EQ(o.at("rp").at("name").as_string(), "Aurum");
  EXPECT_EQ(o.at("user").at("name").as_string(), email);
  EXPECT_EQ(o.at("user").at("displayName").as_string(), "Test User");
  EXPECT_FALSE(o.at("user").at("id").as_string().empty());
  EXPECT_EQ(aurum::domain::base64UrlDecode(o.at("challenge").as_string())->size(), 32u);
  EXPECT_EQ(o.at("pubKeyCredParams").as_array().size(), 2u);
  EXPECT_EQ(o.at("pubKeyCredParams").at(0).at("alg").as_int64(), -8);
  EXPECT_EQ(o.at("pubKeyCredParams").at(1).at("alg").as_int64(), -7);
  EXPECT_EQ(o.at("attestation").as_string(), "none");
  EXPECT_EQ(o.at("timeout").as_int64(), 300000);
  EXPECT_EQ(o.at("authenticatorSelection").at("residentKey").as_string(), "preferred");
  EXPECT_TRUE(o.at("excludeCredentials").as_array().empty());

  auto anonymous = Browser().post("/api/auth/passkeys/register/options");
  EXPECT_EQ(anonymous.status, 401u);
}

TEST(Passkeys, RegistersEs256AndEdDsaAndListsThemNewestFirst) {
  auto b = signedUp();
  SoftAuthenticator es(Alg::kEs256), ed(Alg::kEdDsa);
  auto r1 = b.enrol(es);
  ASSERT_EQ(r1.status, 201u) << r1.body;
  EXPECT_EQ(r1.json().at("algorithm").as_string(), "ES256");
  EXPECT_EQ(r1.json().at("name").as_string(), "Passkey");
  EXPECT_TRUE(r1.json().at("lastUsedAt").is_null());
  TestServer::get().clock->advanceMs(10);
  auto r2 = b.enrol(ed, "  Phone\n ");
  ASSERT_EQ(r2.status, 201u) << r2.body;
  EXPECT_EQ(r2.json().at("algorithm").as_string(), "EdDSA");
  EXPECT_EQ(r2.json().at("name").as_string(), "Phone");

  auto list = b.get("/api/auth/passkeys");
  ASSERT_EQ(list.status, 200u);
  auto items = list.json().as_array();
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].at("id"), r2.json().at("id"));
  EXPECT_EQ(items[1].at("id"), r1.json().at("id"));

  // The next options exclude both, and a second registration of one is a conflict.
  auto options = b.post("/api/auth/passkeys/register/options").json();
  EXPECT_EQ(options.at("excludeCredentials").as_array().size(), 2u);
  auto again = b.enrol(es);
  EXPECT_EQ(again.status, 409u) << again.body;
  EXPECT_EQ(code(again), "conflict");

  // The account now has a second factor.
  EXPECT_TRUE(b.get("/api/auth/user").json().at("mfaEnabled").as_bool());
}

TEST(Passkeys, RegistrationRefusesForeignDataAndUnsupportedKeys) {
  auto b = signedUp();
  SoftAuthenticator a(Alg::kEs256);
  auto attempt = [&](auto make) {
    auto challenge = std::string(
        b.post("/api/auth/passkeys/register/options").json().at("challenge").as_string());
    return b.post("/api/auth/passkeys/register",
                  json::object{{"credential", SoftAuthenticator::toJson(make(challenge))}});
  };
  using Reg = SoftAuthenticator::Registration;
  // Another relying party, another origin, the assertion type, no user presence.
  for (auto make : std::vector<std::function<Reg(const std::string&)>>{
           [&](const std::string& ch) { return a.makeCredential("evil.example", b.origin, ch); },
           [&](const std::string& ch) {
             return a.makeCredential("localhost", "http://localhost:1", ch);
           },
           [&](const std::string& ch) {
             return a.makeCredential("localhost", b.origin, ch, "webauthn.get");
           },
           [&](const std::string& ch) {
             return a.makeCredential("localhost", b.origin, ch, "webauthn.create", 0);
           },
           [&](const std::string&) {  // a challenge the server never issued
             return a.makeCredential("localhost", b.origin, "bm90LWlzc3VlZA");
           }}) {
    auto r = attempt(make);
    EXPECT_EQ(r.status, 400u) << r.body;
    EXPECT_EQ(field(r), "credential");
  }
  // An RS256 key.
  auto rsa = Cbor::object({{Cbor::integer(1), Cbor::integer(3)},
                           {Cbor::integer(3), Cbor::integer(-257)},
                           {Cbor::integer(-1), Cbor::bytes(std::string(256, '\x05'))},
                           {Cbor::integer(-2), Cbor::bytes("\x01\x00\x01")}})
                 .encode();
  auto r = attempt([&](const std::string& ch) {
    return Reg{a.credentialId(), clientDataJson("webauthn.create", ch, b.origin),
               attestationObject(a.authData("localhost", SoftAuthenticator::kUp, 0, rsa))};
  });
  EXPECT_EQ(r.status, 400u) << r.body;
  EXPECT_NE(r.body.find("ES256"), std::string::npos);
  // Bad CBOR.
  r = attempt([&](const std::string& ch) {
    return Reg{a.credentialId(), clientDataJson("webauthn.create", ch, b.origin), "\xa3\x01"};
  });
  EXPECT_EQ(r.status, 400u) << r.body;
  EXPECT_TRUE(b.get("/api/auth/passkeys").json().as_array().empty());

  // Without an Origin header there is no relying party to check against.
  auto noOrigin = b.c.request(bhttp::verb::post, "/api/auth/passkeys/register/options", "{}",
                              {{"Content-Type", "application/json"}, {"Host", b.origin.substr(7)}});
  EXPECT_EQ(noOrigin.status, 400u) << noOrigin.body;
}

TEST(Passkeys, SignsInWithoutAPasswordWithEachAlgorithm) {
  std::string email;
  auto owner = signedUp(&email);
  for (auto alg : {Alg::kEs256, Alg::kEdDsa}) {
    SoftAuthenticator a(alg);
    ASSERT_EQ(owner.enrol(a).status, 201u);
    Browser visitor;
    auto options = visitor.post("/api/auth/passkeys/login/options");
    ASSERT_EQ(options.status, 200u) << options.body;
    EXPECT_EQ(options.json().at("rpId").as_string(), "localhost");
    EXPECT_TRUE(options.json().at("allowCredentials").as_array().empty());
    EXPECT_EQ(options.json().at("userVerification").as_string(), "preferred");
    auto challenge = std::string(options.json().at("challenge").as_string());
    auto user = owner.get("/api/auth/user").json().at("id").as_int64();
    auto r = visitor.signIn(
        a.getAssertion("localhost", visitor.origin, challenge, std::to_string(user)));
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(r.json().at("email").as_string(), email);
    EXPECT_FALSE(visitor.c.sessionCookie.empty());
    EXPECT_EQ(visitor.get("/api/auth/user").status, 200u);
  }
  auto list = owner.get("/api/auth/passkeys").json().as_array();
  for (const auto& p : list) EXPECT_TRUE(p.at("lastUsedAt").is_string());
  auto log = owner.get("/api/auth/login-history").json().as_array();
  EXPECT_TRUE(std::any_of(log.begin(), log.end(), [](const json::value& e) {
    return e.at("event").as_string() == "passkey_sign_in";
  }));
}

TEST(Passkeys, AChallengeIsUsedOnceAndExpires) {
  auto owner = signedUp();
  SoftAuthenticator a(Alg::kEdDsa);
  ASSERT_EQ(owner.enrol(a).status, 201u);
  Browser visitor;
  auto challenge = visitor.loginChallenge();
  ASSERT_EQ(visitor.signIn(a.getAssertion("localhost", visitor.origin, challenge)).status, 200u);
  auto replay = visitor.signIn(a.getAssertion("localhost", visitor.origin, challenge));
  EXPECT_EQ(replay.status, 401u) << replay.body;
  EXPECT_EQ(code(replay), "invalid_credentials");

  // A failed attempt spends its challenge too.
  challenge = visitor.loginChallenge();
  EXPECT_EQ(visitor.signIn(a.getAssertion("evil.example", visitor.origin, challenge)).status, 401u);
  EXPECT_EQ(visitor.signIn(a.getAssertion("localhost", visitor.origin, challenge)).status, 401u);

  challenge = visitor.loginChallenge();
  TestServer::get().clock->advanceMs(5 * 60 * 1000 + 1);
  auto late = visitor.signIn(a.getAssertion("localhost", visitor.origin, challenge));
  EXPECT_EQ(late.status, 401u) << late.body;
  // A fresh one works.
  challenge = visitor.loginChallenge();
  EXPECT_EQ(visitor.signIn(a.getAssertion("localhost", visitor.origin, challenge)).status, 200u);
}

TEST(Passkeys, ACounterThatGoesBackIsRefused) {
  auto owner = signedUp();
  SoftAuthenticator a(Alg::kEs256);
  a.counter = 10;
  ASSERT_EQ(owner.enrol(a).status, 201u);
  Browser visitor;
  ASSERT_EQ(
      visitor.signIn(a.getAssertion("localhost", visitor.origin, visitor.loginChallenge())).status,
      200u);      // 11
  a.counter = 5;  // a clone that kept an older counter
  auto r = visitor.signIn(a.getAssertion("localhost", visitor.origin, visitor.loginChallenge()));
  EXPECT_EQ(r.status, 401u) << r.body;
  a.counter = 10;  // 11 again: not greater than the stored 11
  r = visitor.signIn(a.getAssertion("localhost", visitor.origin, visitor.loginChallenge()));
  EXPECT_EQ(r.status, 401u) << r.body;
  r = visitor.signIn(a.getAssertion("localhost", visitor.origin, visitor.loginChallenge()));  // 12
  EXPECT_EQ(r.status, 200u) << r.body;

  // An authenticator without a counter (always 0) signs in every time.
  SoftAuthenticator still(Alg::kEdDsa);
  still.counterStep = 0;
  ASSERT_EQ(owner.enrol(still).status, 201u);
  for (int i = 0; i < 2; ++i)
    EXPECT_EQ(
        visitor.signIn(still.getAssertion("localhost", visitor.origin, visitor.loginChallenge()))
            .status,
        200u);
}

TEST(Passkeys, TamperedAssertionsAreRefused) {
  auto owner = signedUp();
  SoftAuthenticator a(Alg::kEs256), stranger(Alg::kEs256);
  ASSERT_EQ(owner.enrol(a).status, 201u);
  Browser v;
  auto refused = [&](SoftAuthenticator::Assertion as) {
    auto r = v.signIn(as);
    EXPECT_EQ(r.status, 401u) << r.body;
    return r.status == 401u;
  };
  EXPECT_TRUE(refused(a.getAssertion("evil.example", v.origin, v.loginChallenge())));
  EXPECT_TRUE(refused(a.getAssertion("localhost", "https://evil.example", v.loginChallenge())));
  EXPECT_TRUE(
      refused(a.getAssertion("localhost", v.origin, v.loginChallenge(), "", "webauthn.create")));
  EXPECT_TRUE(
      refused(a.getAssertion("localhost", v.origin, v.loginChallenge(), "", "webauthn.get", 0)));
  EXPECT_TRUE(refused(a.getAssertion("localhost", v.origin, v.loginChallenge(), "999999999")));
  auto wrongSig = a.getAssertion("localhost", v.origin, v.loginChallenge());
  wrongSig.signature = stranger.sign(wrongSig.authenticatorData, wrongSig.clientDataJson);
  EXPECT_TRUE(refused(wrongSig));
  // A credential nobody registered.
  EXPECT_TRUE(refused(stranger.getAssertion("localhost", v.origin, v.loginChallenge())));
  // Malformed authenticator data is a validation error.
  auto cut = a.getAssertion("localhost", v.origin, v.loginChallenge());
  cut.authenticatorData.resize(20);
  EXPECT_EQ(v.signIn(cut).status, 400u);
  EXPECT_TRUE(v.c.sessionCookie.empty());
}

TEST(Passkeys, OnlyTheOwnerRemovesAPasskeyAndARemovedOneNoLongerSignsIn) {
  auto owner = signedUp(), other = signedUp();
  SoftAuthenticator a(Alg::kEdDsa);
  auto reg = owner.enrol(a);
  ASSERT_EQ(reg.status, 201u);
  auto id = std::to_string(reg.json().at("id").as_int64());
  auto r = other.del("/api/auth/passkeys/" + id);
  EXPECT_EQ(r.status, 404u) << r.body;
  EXPECT_TRUE(other.get("/api/auth/passkeys").json().as_array().empty());
  EXPECT_EQ(owner.get("/api/auth/passkeys").json().as_array().size(), 1u);
  EXPECT_EQ(owner.del("/api/auth/passkeys/" + id).status, 204u);
  EXPECT_EQ(owner.del("/api/auth/passkeys/" + id).status, 404u);
  EXPECT_TRUE(owner.get("/api/auth/passkeys").json().as_array().empty());
  Browser v;
  EXPECT_EQ(v.signIn(a.getAssertion("localhost", v.origin, v.loginChallenge())).status, 401u);
  EXPECT_EQ(Browser().del("/api/auth/passkeys/" + id).status, 401u);

  // Both changes are in the owner's security log, not in the other user's.
  auto events = [](Browser& b) {
    std::vector<std::string> out;
    auto log = b.get("/api/auth/login-history").json();
    for (const auto& e : log.as_array()) out.emplace_back(e.at("event").as_string());
    return out;
  };
  auto mine = events(owner);
  EXPECT_NE(std::find(mine.begin(), mine.end(), "passkey_added"), mine.end());
  EXPECT_NE(std::find(mine.begin(), mine.end(), "passkey_removed"), mine.end());
  auto theirs = events(other);
  EXPECT_EQ(std::find(theirs.begin(), theirs.end(), "passkey_removed"), theirs.end());
}

TEST(Passkeys, APendingSignInGetsOptionsForItsOwnPasskeysOnly) {
  std::string email;
  auto owner = signedUp(&email), other = signedUp();
  SoftAuthenticator mine(Alg::kEs256), theirs(Alg::kEdDsa);
  ASSERT_EQ(owner.enrol(mine).status, 201u);
  ASSERT_EQ(other.enrol(theirs).status, 201u);

  Browser b;
  auto login = b.post("/api/auth/login",
                      json::object{{"email", email}, {"password", "a long enough password"}});
  ASSERT_EQ(login.status, 200u) << login.body;
  ASSERT_TRUE(login.json().as_object().contains("mfaRequired")) << login.body;
  std::string pending;
  for (auto it = login.headers.find(bhttp::field::set_cookie);
       it != login.headers.end() && it->name() == bhttp::field::set_cookie; ++it) {
    std::string v(it->value());
    if (v.rfind("aurum_mfa=", 0) == 0) pending = v.substr(10, v.find(';') - 10);
  }
  ASSERT_FALSE(pending.empty());
  auto headers = b.headers();
  headers["Cookie"] = "aurum_mfa=" + pending;
  auto options = b.c.request(bhttp::verb::post, "/api/auth/passkeys/login/options", "{}", headers);
  ASSERT_EQ(options.status, 200u) << options.body;
  auto allow = options.json().at("allowCredentials").as_array();
  ASSERT_EQ(allow.size(), 1u);
  EXPECT_EQ(allow[0].at("id").as_string(), mine.credentialIdB64());
  EXPECT_EQ(allow[0].at("type").as_string(), "public-key");

  // That challenge names the owner: another user's passkey cannot answer it, even passwordless.
  auto challenge = std::string(options.json().at("challenge").as_string());
  EXPECT_EQ(b.signIn(theirs.getAssertion("localhost", b.origin, challenge)).status, 401u);

  // The sign-in's second step with the owner's passkey (POST /api/auth/mfa/verify).
  options = b.c.request(bhttp::verb::post, "/api/auth/passkeys/login/options", "{}", headers);
  challenge = std::string(options.json().at("challenge").as_string());
  auto verify = b.c.request(
      bhttp::verb::post, "/api/auth/mfa/verify",
      json::serialize(json::object{{"assertion", SoftAuthenticator::toJson(mine.getAssertion(
                                                     "localhost", b.origin, challenge))}}),
      headers);
  ASSERT_EQ(verify.status, 200u) << verify.body;
  EXPECT_EQ(verify.json().at("email").as_string(), email);
  EXPECT_EQ(b.get("/api/auth/user").status, 200u);
}

TEST(Passkeys, SignInOptionsAreLimitedPerAddress) {
  // Each answer stores a challenge: a burst of 100 per address, then 429 with Retry-After.
  Browser b;
  b.address = "198.51.100.78";
  int ok = 0;
  HttpResult last;
  for (int i = 0; i < 150 && (last = b.post("/api/auth/passkeys/login/options")).status == 200; ++i)
    ++ok;
  EXPECT_GE(ok, 100);
  EXPECT_LT(ok, 150);
  EXPECT_EQ(last.status, 429u);
  EXPECT_FALSE(last.header("Retry-After").empty());
  Browser other;
  other.address = "198.51.100.79";
  EXPECT_EQ(other.post("/api/auth/passkeys/login/options").status, 200u);
}
