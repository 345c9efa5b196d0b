// WebAuthn verification (crypto/webauthn), the pure passkey checks of services/passkey_service,
// base64url and the passkey body parsers, against a software authenticator
// (tests/support/soft_authenticator.hpp): good data passes, each tampering fails.
#include "crypto/webauthn.hpp"

#include <gtest/gtest.h>

#include "../support/field_at_fault.hpp"
#include "../support/soft_authenticator.hpp"
#include "api/requests/passkey_requests.hpp"
#include "domain/base64url.hpp"
#include "domain/error.hpp"
#include "services/passkey_service.hpp"

using namespace aurum;
namespace wa = aurum::crypto::webauthn;
namespace soft = aurum::testing;
using soft::Cbor;
using soft::SoftAuthenticator;

namespace {

constexpr const char* kRp = "localhost";
constexpr const char* kOrigin = "http://localhost:8080";

wa::Error::Kind failureKind(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const wa::Error& e) {
    return e.kind();
  }
  ADD_FAILURE() << "accepted";
  return wa::Error::Kind::kMalformed;
}

std::string flip(std::string s, std::size_t at) {
  s[at] = static_cast<char>(s[at] ^ 0x01);
  return s;
}

}  // namespace

TEST(Base64Url, RoundTripsEveryLength) {
  std::string bytes;
  for (int n = 0; n < 70; ++n) {
    EXPECT_EQ(domain::base64UrlDecode(domain::base64UrlEncode(bytes)), bytes);
    bytes += static_cast<char>(n * 37 + 250);
  }
  EXPECT_EQ(domain::base64UrlEncode("\xfb\xff"), "-_8");
}

TEST(Base64Url, AcceptsPaddingRefusesOtherAlphabetsAndImpossibleLengths) {
  EXPECT_EQ(domain::base64UrlDecode("YQ=="), "a");
  EXPECT_EQ(domain::base64UrlDecode("YQ"), "a");
  EXPECT_FALSE(domain::base64UrlDecode("+/8"));    // standard base64
  EXPECT_FALSE(domain::base64UrlDecode("YWJjZ"));  // 5 characters: no encoding gives that
  EXPECT_FALSE(domain::base64UrlDecode("YR"));     // non-zero trailing bits
  EXPECT_FALSE(domain::base64UrlDecode("Y Q"));
}

TEST(WebAuthnAttestation, ParsesNoneAttestationWithEachKeyType) {
  for (auto alg : {SoftAuthenticator::Alg::kEs256, SoftAuthenticator::Alg::kEdDsa}) {
    SoftAuthenticator a(alg);
    a.counter = 7;
    auto reg = a.makeCredential(kRp, kOrigin, "Y2hhbGxlbmdl");
    auto att = wa::parseAttestationObject(reg.attestationObject);
    EXPECT_EQ(att.fmt, "none");
    EXPECT_EQ(att.parsed.rpIdHash, wa::sha256(kRp));
    EXPECT_TRUE(att.parsed.userPresent());
    EXPECT_TRUE(att.parsed.userVerified());
    EXPECT_TRUE(att.parsed.hasAttestedData());
    EXPECT_EQ(att.parsed.signCount, 7u);
    EXPECT_EQ(att.parsed.credentialId, a.credentialId());
    EXPECT_EQ(att.parsed.publicKey, a.coseKey());
    EXPECT_EQ(wa::parseCoseKey(att.parsed.publicKey).alg, a.coseAlg());
  }
}

TEST(WebAuthnAttestation, OtherFormatsAreReadWithTheirStatementIgnored) {
  SoftAuthenticator a(SoftAuthenticator::Alg::kEs256);
  auto authData = a.authData(kRp, SoftAuthenticator::kUp, 0, a.coseKey());
  EXPECT_EQ(wa::parseAttestationObject(soft::attestationObject(authData, "packed")).fmt, "packed");
}

TEST(WebAuthnAttestation, RefusesBadCborAndMissingMembers) {
  SoftAuthenticator a(SoftAuthenticator::Alg::kEdDsa);
  auto good = a.makeCredential(kRp, kOrigin, "Y2hhbGxlbmdl").attestationObject;
  using K = wa::Error::Kind;
  EXPECT_EQ(failureKind([&] { wa::parseAttestationObject(""); }), K::kMalformed);
  EXPECT_EQ(failureKind([&] { wa::parseAttestationObject("\xff\x00\x01"); }), K::kMalformed);
  EXPECT_EQ(failureKind([&] { wa::parseAttestationObject(good.substr(0, good.size() - 5)); }),
            K::kMalformed);
  EXPECT_EQ(failureKind([&] { wa::parseAttestationObject(good + "x"); }), K::kMalformed);
  auto noAuthData = Cbor::object({{Cbor::text("fmt"), Cbor::text("none")},
                                  {Cbor::text("attStmt"), Cbor::object({})}})
                        .encode();
  EXPECT_EQ(failureKind([&] { wa::parseAttestationObject(noAuthData); }), K::kMalformed);
  auto textAuthData = Cbor::object({{Cbor::text("fmt"), Cbor::text("none")},
                                    {Cbor::text("attStmt"), Cbor::object({})},
                                    {Cbor::text("authData"), Cbor::text("abc")}})
                          .encode();
  EXPECT_EQ(failureKind([&] { wa::parseAttestationObject(textAuthData); }), K::kMalformed);
}

TEST(WebAuthnAuthenticatorData, RefusesTruncatedAndTrailingBytes) {
  SoftAuthenticator a(SoftAuthenticator::Alg::kEs256);
  auto withKey = a.authData(kRp, SoftAuthenticator::kUp, 1, a.coseKey());
  auto plain = a.authData(kRp, SoftAuthenticator::kUp, 1);
  EXPECT_EQ(wa::parseAuthenticatorData(plain).signCount, 1u);
  using K = wa::Error::Kind;
  EXPECT_EQ(failureKind([&] { wa::parseAuthenticatorData(plain.substr(0, 36)); }), K::kMalformed);
  EXPECT_EQ(failureKind([&] { wa::parseAuthenticatorData(plain + "x"); }), K::kMalformed);
  for (std::size_t cut : {38ul, 37ul + 17, 37ul + 18 + 8, withKey.size() - 1})
    EXPECT_EQ(failureKind([&] { wa::parseAuthenticatorData(withKey.substr(0, cut)); }),
              K::kMalformed)
        << cut;
  // A credential id length past the data.
  auto longId = withKey;
  longId[37 + 16] = '\x7f';
  EXPECT_EQ(failureKind([&] { wa::parseAuthenticatorData(longId); }), K::kMalformed);
}

TEST(WebAuthnAuthenticatorData, ReportsFlagsAsSent) {
  SoftAuthenticator a(SoftAuthenticator::Alg::kEdDsa);
  auto d = wa::parseAuthenticatorData(a.authData(kRp, 0, 0));
  EXPECT_FALSE(d.userPresent());
  EXPECT_FALSE(d.userVerified());
  EXPECT_NE(wa::parseAuthenticatorData(a.authData("evil.example", 1, 0)).rpIdHash, wa::sha256(kRp));
}

TEST(WebAuthnCoseKey, RefusesOtherAlgorithmsCurvesAndBadPoints) {
  using K = wa::Error::Kind;
  std::string x(32, '\x01'), y(32, '\x02');
  // RS256 (kty 3, alg -257), ES384 (alg -35 on P-384), ES256 on another curve, EdDSA on X25519.
  auto rsa = Cbor::object({{Cbor::integer(1), Cbor::integer(3)},
                           {Cbor::integer(3), Cbor::integer(-257)},
                           {Cbor::integer(-1), Cbor::bytes(std::string(256, '\x05'))},
                           {Cbor::integer(-2), Cbor::bytes("\x01\x00\x01")}})
                 .encode();
  EXPECT_EQ(failureKind([&] { wa::parseCoseKey(rsa); }), K::kUnsupported);
  EXPECT_EQ(failureKind([&] { wa::parseCoseKey(soft::coseKey(2, -35, 2, x, y)); }),
            K::kUnsupported);
  EXPECT_EQ(failureKind([&] { wa::parseCoseKey(soft::coseKey(2, -7, 2, x, y)); }), K::kUnsupported);
  EXPECT_EQ(failureKind([&] { wa::parseCoseKey(soft::coseKey(1, -8, 4, x)); }), K::kUnsupported);
  // (1,1) is not on P-256.
  EXPECT_EQ(failureKind([&] { wa::parseCoseKey(soft::coseKey(2, -7, 1, x, y)); }), K::kUnsupported);
  EXPECT_EQ(failureKind([&] { wa::parseCoseKey(soft::coseKey(1, -8, 6, x.substr(0, 31))); }),
            K::kMalformed);
  EXPECT_EQ(failureKind([&] { wa::parseCoseKey("\xa1\x01"); }), K::kMalformed);  // truncated map
  EXPECT_EQ(failureKind([&] { wa::parseCoseKey("\x01"); }), K::kMalformed);      // not a map
}

TEST(WebAuthnSignature, VerifiesEachAlgorithmAndRefusesTampering) {
  for (auto alg : {SoftAuthenticator::Alg::kEs256, SoftAuthenticator::Alg::kEdDsa}) {
    SoftAuthenticator a(alg), other(alg);
    auto key = wa::parseCoseKey(a.coseKey());
    auto as = a.getAssertion(kRp, kOrigin, "Y2hhbGxlbmdl");
    EXPECT_TRUE(
        wa::verifyAssertionSignature(key, as.authenticatorData, as.clientDataJson, as.signature));
    EXPECT_FALSE(wa::verifyAssertionSignature(key, flip(as.authenticatorData, 33),
                                              as.clientDataJson, as.signature));
    EXPECT_FALSE(wa::verifyAssertionSignature(key, as.authenticatorData,
                                              flip(as.clientDataJson, 10), as.signature));
    EXPECT_FALSE(wa::verifyAssertionSignature(key, as.authenticatorData, as.clientDataJson,
                                              flip(as.signature, as.signature.size() - 1)));
    EXPECT_FALSE(wa::verifyAssertionSignature(key, as.authenticatorData, as.clientDataJson, ""));
    EXPECT_FALSE(wa::verifyAssertionSignature(key, as.authenticatorData, as.clientDataJson,
                                              std::string(300, '\x30')));
    EXPECT_FALSE(wa::verifyAssertionSignature(
        wa::parseCoseKey(other.coseKey()), as.authenticatorData, as.clientDataJson, as.signature));
  }
}

TEST(PasskeyClientData, ReadsTheFieldsAndRefusesOtherShapes) {
  auto c = services::parseClientData(soft::clientDataJson("webauthn.get", "abc", kOrigin));
  ASSERT_TRUE(c);
  EXPECT_EQ(c->type, "webauthn.get");
  EXPECT_EQ(c->challenge, "abc");
  EXPECT_EQ(c->origin, kOrigin);
  EXPECT_FALSE(c->crossOrigin);
  EXPECT_FALSE(services::parseClientData("[]"));
  EXPECT_FALSE(
      services::parseClientData("{\"type\":\"webauthn.get\",\"challenge\":1,\"origin\":\"x\"}"));
  EXPECT_FALSE(services::parseClientData("{\"type\":\"webauthn.get\""));
}

TEST(PasskeyOrigin, MatchesTheRelyingPartyHostOnHttpsOrLocalhost) {
  EXPECT_TRUE(services::originMatchesRpId("https://aurum.example", "aurum.example"));
  EXPECT_TRUE(services::originMatchesRpId("https://aurum.example:8443", "aurum.example"));
  EXPECT_TRUE(services::originMatchesRpId("http://localhost:5173", "localhost"));
  EXPECT_FALSE(services::originMatchesRpId("http://aurum.example", "aurum.example"));
  EXPECT_FALSE(services::originMatchesRpId("https://evil.example", "aurum.example"));
  EXPECT_FALSE(services::originMatchesRpId("https://aurum.example.evil", "aurum.example"));
  EXPECT_FALSE(services::originMatchesRpId("https://aurum.example:x", "aurum.example"));
  EXPECT_FALSE(services::originMatchesRpId("https://aurum.example/path", "aurum.example"));
}

TEST(PasskeyRequests, DecodesAnAssertionAndNamesBadFields) {
  SoftAuthenticator a(SoftAuthenticator::Alg::kEdDsa);
  auto as = a.getAssertion(kRp, kOrigin, "Y2hhbGxlbmdl", "42");
  auto in = api::parsePasskeyAssertionRequest({{"assertion", SoftAuthenticator::toJson(as)}});
  EXPECT_EQ(in.credentialId, as.credentialId);
  EXPECT_EQ(in.clientDataJson, as.clientDataJson);
  EXPECT_EQ(in.authenticatorData, as.authenticatorData);
  EXPECT_EQ(in.signature, as.signature);
  EXPECT_EQ(in.userHandle, "42");

  auto rejected = [](const boost::json::object& body) {
    return aurum::testing::rejectedField([&] { api::parsePasskeyAssertionRequest(body); });
  };
  EXPECT_EQ(rejected({}), "assertion");
  auto json = SoftAuthenticator::toJson(as);
  auto bad = json;
  bad["response"].as_object()["signature"] = "a+b/";
  EXPECT_EQ(rejected({{"assertion", bad}}), "assertion.response.signature");
  bad = json;
  bad["rawId"] = "AAAA";
  EXPECT_EQ(rejected({{"assertion", bad}}), "assertion.rawId");
  bad = json;
  bad["type"] = "password";
  EXPECT_EQ(rejected({{"assertion", bad}}), "assertion.type");
  bad = json;
  bad["response"].as_object().erase("authenticatorData");
  EXPECT_EQ(rejected({{"assertion", bad}}), "assertion.response.authenticatorData");
}

TEST(PasskeyRequests, DecodesARegistrationWithItsName) {
  SoftAuthenticator a(SoftAuthenticator::Alg::kEs256);
  auto reg = a.makeCredential(kRp, kOrigin, "Y2hhbGxlbmdl");
  auto in = api::parsePasskeyRegisterRequest(
      {{"credential", SoftAuthenticator::toJson(reg)}, {"name", "Laptop"}});
  EXPECT_EQ(in.attestation.credentialId, reg.credentialId);
  EXPECT_EQ(in.attestation.attestationObject, reg.attestationObject);
  EXPECT_EQ(in.name, "Laptop");
  try {
    api::parsePasskeyRegisterRequest({{"credential", "x"}});
    ADD_FAILURE();
  } catch (const domain::AppError& e) {
    EXPECT_EQ(e.field(), "credential");
  }
}
