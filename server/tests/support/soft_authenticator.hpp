#pragma once
// A software WebAuthn authenticator for tests (header-only, so the unit and API suites share it
// without a library of their own): P-256 keys from OpenSSL, Ed25519 keys from libsodium, COSE
// keys and attestation objects written with libcbor, assertions signed over
// authenticatorData || SHA-256(clientDataJSON) as a browser's authenticator does.
#include <cbor.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/sha.h>
#include <sodium.h>

#include <boost/json.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/base64url.hpp"

namespace aurum::testing {

/// CBOR values for building maps by hand (COSE keys with any parameters, attestation objects).
struct Cbor {
  enum class Kind { kInt, kText, kBytes, kMap, kBool } kind = Kind::kInt;
  std::int64_t i = 0;
  std::string s;  ///< text or bytes
  std::vector<std::pair<Cbor, Cbor>> map;
  bool b = false;

  static Cbor integer(std::int64_t v) { return {Kind::kInt, v, {}, {}, false}; }
  static Cbor text(std::string v) { return {Kind::kText, 0, std::move(v), {}, false}; }
  static Cbor bytes(std::string v) { return {Kind::kBytes, 0, std::move(v), {}, false}; }
  static Cbor boolean(bool v) { return {Kind::kBool, 0, {}, {}, v}; }
  static Cbor object(std::vector<std::pair<Cbor, Cbor>> m) {
    return {Kind::kMap, 0, {}, std::move(m), false};
  }

  cbor_item_t* build() const {
    switch (kind) {
      case Kind::kInt: {
        // The shortest form, as authenticators write it.
        auto v = static_cast<std::uint64_t>(i >= 0 ? i : -1 - i);
        if (v <= 0xFF) return i >= 0 ? cbor_build_uint8(v) : cbor_build_negint8(v);
        if (v <= 0xFFFF) return i >= 0 ? cbor_build_uint16(v) : cbor_build_negint16(v);
        if (v <= 0xFFFFFFFF) return i >= 0 ? cbor_build_uint32(v) : cbor_build_negint32(v);
        return i >= 0 ? cbor_build_uint64(v) : cbor_build_negint64(v);
      }
      case Kind::kText:
        return cbor_build_stringn(s.data(), s.size());
      case Kind::kBytes:
        return cbor_build_bytestring(reinterpret_cast<cbor_data>(s.data()), s.size());
      case Kind::kBool:
        return cbor_build_bool(b);
      case Kind::kMap: {
        auto* m = cbor_new_definite_map(map.size());
        for (const auto& [k, v] : map)
          cbor_map_add(m, cbor_pair{.key = cbor_move(k.build()), .value = cbor_move(v.build())});
        return m;
      }
    }
    return nullptr;
  }

  std::string encode() const {
    auto* item = build();
    unsigned char* buf = nullptr;
    std::size_t size = 0;
    std::size_t len = cbor_serialize_alloc(item, &buf, &size);
    std::string out(reinterpret_cast<const char*>(buf), len);
    free(buf);
    cbor_decref(&item);
    return out;
  }
};

inline std::string sha256Raw(std::string_view data) {
  std::string out(SHA256_DIGEST_LENGTH, '\0');
  SHA256(reinterpret_cast<const unsigned char*>(data.data()), data.size(),
         reinterpret_cast<unsigned char*>(out.data()));
  return out;
}

inline std::string randomRaw(std::size_t n) {
  std::string out(n, '\0');
  if (sodium_init() < 0) throw std::runtime_error("libsodium");
  randombytes_buf(out.data(), n);
  return out;
}

/// A COSE EC2 or OKP key map with the given parameters (y empty: left out).
inline std::string coseKey(int kty, int alg, int crv, const std::string& x,
                           const std::string& y = "") {
  std::vector<std::pair<Cbor, Cbor>> m = {{Cbor::integer(1), Cbor::integer(kty)},
                                          {Cbor::integer(3), Cbor::integer(alg)},
                                          {Cbor::integer(-1), Cbor::integer(crv)},
                                          {Cbor::integer(-2), Cbor::bytes(x)}};
  if (!y.empty()) m.push_back({Cbor::integer(-3), Cbor::bytes(y)});
  return Cbor::object(std::move(m)).encode();
}

inline std::string attestationObject(const std::string& authData, const std::string& fmt = "none") {
  return Cbor::object({{Cbor::text("fmt"), Cbor::text(fmt)},
                       {Cbor::text("attStmt"), Cbor::object({})},
                       {Cbor::text("authData"), Cbor::bytes(authData)}})
      .encode();
}

inline std::string clientDataJson(std::string_view type, std::string_view challenge,
                                  std::string_view origin) {
  return boost::json::serialize(boost::json::object{
      {"type", type}, {"challenge", challenge}, {"origin", origin}, {"crossOrigin", false}});
}

class SoftAuthenticator {
 public:
  enum class Alg { kEs256, kEdDsa };
  static constexpr std::uint8_t kUp = 0x01, kUv = 0x04, kAt = 0x40;

  explicit SoftAuthenticator(Alg alg) : alg_(alg), credentialId_(randomRaw(16)) {
    if (alg == Alg::kEs256) {
      ec_.reset(EVP_EC_gen("P-256"));
      if (!ec_) throw std::runtime_error("EVP_EC_gen");
    } else {
      if (sodium_init() < 0) throw std::runtime_error("libsodium");
      crypto_sign_keypair(edPk_, edSk_);
    }
  }

  Alg alg() const { return alg_; }
  int coseAlg() const { return alg_ == Alg::kEs256 ? -7 : -8; }
  const std::string& credentialId() const { return credentialId_; }
  std::string credentialIdB64() const { return domain::base64UrlEncode(credentialId_); }
  std::uint32_t counter = 0;      ///< the next assertion signs counter + counterStep
  std::uint32_t counterStep = 1;  ///< 0: an authenticator without a counter (always 0)

  std::string coseKey() const {
    if (alg_ == Alg::kEdDsa)
      return testing::coseKey(1, -8, 6, std::string(reinterpret_cast<const char*>(edPk_), 32));
    return testing::coseKey(2, -7, 1, coordinate(OSSL_PKEY_PARAM_EC_PUB_X),
                            coordinate(OSSL_PKEY_PARAM_EC_PUB_Y));
  }

  /// Authenticator data for `rpId`; with `cose` set it carries attested credential data (AT).
  std::string authData(std::string_view rpId, std::uint8_t flags, std::uint32_t count,
                       const std::optional<std::string>& cose = std::nullopt) const {
    std::string d = sha256Raw(rpId);
    d += static_cast<char>(flags | (cose ? kAt : 0));
    for (int shift = 24; shift >= 0; shift -= 8) d += static_cast<char>(count >> shift & 0xFF);
    if (cose) {
      d += std::string(16, '\0');  // aaguid
      d += static_cast<char>(credentialId_.size() >> 8);
      d += static_cast<char>(credentialId_.size() & 0xFF);
      d += credentialId_;
      d += *cose;
    }
    return d;
  }

  std::string sign(std::string_view authData, std::string_view clientData) const {
    std::string msg(authData);
    msg += sha256Raw(clientData);
    if (alg_ == Alg::kEdDsa) {
      unsigned char sig[crypto_sign_BYTES];
      crypto_sign_detached(sig, nullptr, reinterpret_cast<const unsigned char*>(msg.data()),
                           msg.size(), edSk_);
      return std::string(reinterpret_cast<const char*>(sig), sizeof sig);
    }
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    std::size_t len = 0;
    if (EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, ec_.get()) != 1 ||
        EVP_DigestSign(ctx.get(), nullptr, &len, reinterpret_cast<const unsigned char*>(msg.data()),
                       msg.size()) != 1)
      throw std::runtime_error("EVP_DigestSign");
    std::string sig(len, '\0');
    if (EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char*>(sig.data()), &len,
                       reinterpret_cast<const unsigned char*>(msg.data()), msg.size()) != 1)
      throw std::runtime_error("EVP_DigestSign");
    sig.resize(len);
    return sig;
  }

  struct Registration {
    std::string credentialId, clientDataJson, attestationObject;
  };
  /// navigator.credentials.create for `challenge` (base64url) on `rpId` from `origin`.
  Registration makeCredential(std::string_view rpId, std::string_view origin,
                              std::string_view challenge, std::string_view type = "webauthn.create",
                              std::uint8_t flags = kUp | kUv) const {
    return {credentialId_, clientDataJson(type, challenge, origin),
            attestationObject(authData(rpId, flags, counter, coseKey()))};
  }

  struct Assertion {
    std::string credentialId, clientDataJson, authenticatorData, signature, userHandle;
  };
  /// navigator.credentials.get: moves the counter by counterStep and signs.
  Assertion getAssertion(std::string_view rpId, std::string_view origin, std::string_view challenge,
                         std::string userHandle = "", std::string_view type = "webauthn.get",
                         std::uint8_t flags = kUp | kUv) {
    counter += counterStep;
    Assertion a{credentialId_, clientDataJson(type, challenge, origin),
                authData(rpId, flags, counter), "", std::move(userHandle)};
    a.signature = sign(a.authenticatorData, a.clientDataJson);
    return a;
  }

  /// RegistrationResponseJSON.
  static boost::json::object toJson(const Registration& r) {
    auto id = domain::base64UrlEncode(r.credentialId);
    return {{"id", id},
            {"rawId", id},
            {"type", "public-key"},
            {"response",
             {{"clientDataJSON", domain::base64UrlEncode(r.clientDataJson)},
              {"attestationObject", domain::base64UrlEncode(r.attestationObject)},
              {"transports", boost::json::array{"internal"}}}},
            {"clientExtensionResults", boost::json::object{}},
            {"authenticatorAttachment", "platform"}};
  }
  /// AuthenticationResponseJSON.
  static boost::json::object toJson(const Assertion& a) {
    auto id = domain::base64UrlEncode(a.credentialId);
    boost::json::value handle = nullptr;
    if (!a.userHandle.empty()) handle = domain::base64UrlEncode(a.userHandle);
    return {{"id", id},
            {"rawId", id},
            {"type", "public-key"},
            {"response",
             {{"clientDataJSON", domain::base64UrlEncode(a.clientDataJson)},
              {"authenticatorData", domain::base64UrlEncode(a.authenticatorData)},
              {"signature", domain::base64UrlEncode(a.signature)},
              {"userHandle", handle}}},
            {"clientExtensionResults", boost::json::object{}},
            {"authenticatorAttachment", "platform"}};
  }

 private:
  std::string coordinate(const char* param) const {
    BIGNUM* bn = nullptr;
    if (EVP_PKEY_get_bn_param(ec_.get(), param, &bn) != 1)
      throw std::runtime_error("EC coordinate");
    std::string out(32, '\0');
    BN_bn2binpad(bn, reinterpret_cast<unsigned char*>(out.data()), 32);
    BN_free(bn);
    return out;
  }

  struct PkeyFree {
    void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
  };
  Alg alg_;
  std::string credentialId_;
  std::unique_ptr<EVP_PKEY, PkeyFree> ec_;
  unsigned char edPk_[crypto_sign_PUBLICKEYBYTES] = {};
  unsigned char edSk_[crypto_sign_SECRETKEYBYTES] = {};
};

}  // namespace aurum::testing
