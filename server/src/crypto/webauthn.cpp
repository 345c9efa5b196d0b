#include "crypto/webauthn.hpp"

#include <cbor.h>
#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/sha.h>
#include <sodium.h>

#include <memory>
#include <optional>

#include "crypto/sodium_init.hpp"

namespace aurum::crypto::webauthn {

namespace {

using Kind = Error::Kind;

struct CborFree {
  void operator()(cbor_item_t* item) const { cbor_decref(&item); }
};
using CborItem = std::unique_ptr<cbor_item_t, CborFree>;

struct PkeyFree {
  void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;

/// Decodes the first CBOR item of `bytes`; `read` receives how many bytes it took.
CborItem loadCbor(std::string_view bytes, std::size_t& read, const char* what) {
  if (bytes.empty()) throw Error(Kind::kMalformed, std::string(what) + ": no CBOR data");
  cbor_load_result res{};
  CborItem item(cbor_load(reinterpret_cast<cbor_data>(bytes.data()), bytes.size(), &res));
  if (!item || res.error.code != CBOR_ERR_NONE)
    throw Error(Kind::kMalformed, std::string(what) + ": invalid CBOR");
  read = res.read;
  return item;
}

/// One whole CBOR map, nothing after it.
CborItem loadMap(std::string_view bytes, const char* what) {
  std::size_t read = 0;
  auto item = loadCbor(bytes, read, what);
  if (read != bytes.size()) throw Error(Kind::kMalformed, std::string(what) + ": trailing bytes");
  if (!cbor_isa_map(item.get()) || !cbor_map_is_definite(item.get()))
    throw Error(Kind::kMalformed, std::string(what) + ": not a CBOR map");
  return item;
}

std::optional<std::string> textOf(const cbor_item_t* item) {
  if (!cbor_isa_string(item) || !cbor_string_is_definite(item)) return std::nullopt;
  return std::string(reinterpret_cast<const char*>(cbor_string_handle(item)),
                     cbor_string_length(item));
}

std::optional<std::string> bytesOf(const cbor_item_t* item) {
  if (!cbor_isa_bytestring(item) || !cbor_bytestring_is_definite(item)) return std::nullopt;
  return std::string(reinterpret_cast<const char*>(cbor_bytestring_handle(item)),
                     cbor_bytestring_length(item));
}

/// A CBOR integer (major type 0 or 1) that fits in int64.
std::optional<std::int64_t> intOf(const cbor_item_t* item) {
  if (cbor_isa_uint(item)) {
    auto v = cbor_get_int(item);
    if (v > static_cast<std::uint64_t>(INT64_MAX)) return std::nullopt;
    return static_cast<std::int64_t>(v);
  }
  if (cbor_isa_negint(item)) {
    auto v = cbor_get_int(item);  // the value is -1 - v
    if (v > static_cast<std::uint64_t>(INT64_MAX)) return std::nullopt;
    return -1 - static_cast<std::int64_t>(v);
  }
  return std::nullopt;
}

std::uint32_t bigEndian32(std::string_view b, std::size_t at) {
  auto u = [&](std::size_t i) {
    return static_cast<std::uint32_t>(static_cast<unsigned char>(b[at + i]));
  };
  return u(0) << 24 | u(1) << 16 | u(2) << 8 | u(3);
}

/// An EC public key on P-256 from its affine coordinates; null when the point is not on the curve.
Pkey p256Key(const std::string& x, const std::string& y) {
  unsigned char point[65];
  point[0] = 0x04;  // uncompressed
  std::copy(x.begin(), x.end(), point + 1);
  std::copy(y.begin(), y.end(), point + 33);
  char group[] = "prime256v1";
  OSSL_PARAM params[] = {
      OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, group, 0),
      OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, point, sizeof point),
      OSSL_PARAM_construct_end()};
  std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(
      EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr), EVP_PKEY_CTX_free);
  EVP_PKEY* raw = nullptr;
  if (!ctx || EVP_PKEY_fromdata_init(ctx.get()) != 1 ||
      EVP_PKEY_fromdata(ctx.get(), &raw, EVP_PKEY_PUBLIC_KEY, params) != 1) {
    ERR_clear_error();
    return nullptr;
  }
  Pkey key(raw);
  std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> check(
      EVP_PKEY_CTX_new_from_pkey(nullptr, key.get(), nullptr), EVP_PKEY_CTX_free);
  if (!check || EVP_PKEY_public_check(check.get()) != 1) {
    ERR_clear_error();  // a refused key is an answer, not an error for the next OpenSSL caller
    return nullptr;
  }
  return key;
}

}  // namespace

AuthenticatorData parseAuthenticatorData(std::string_view bytes) {
  constexpr std::size_t kHeader = 32 + 1 + 4;
  if (bytes.size() < kHeader) throw Error(Kind::kMalformed, "authenticator data: too short");
  AuthenticatorData d;
  d.rpIdHash = std::string(bytes.substr(0, 32));
  d.flags = static_cast<std::uint8_t>(bytes[32]);
  d.signCount = bigEndian32(bytes, 33);
  std::size_t pos = kHeader;
  if (d.hasAttestedData()) {
    if (bytes.size() - pos < 18)
      throw Error(Kind::kMalformed, "authenticator data: truncated attested credential data");
    d.aaguid = std::string(bytes.substr(pos, 16));
    pos += 16;
    std::size_t idLen =
        static_cast<unsigned char>(bytes[pos]) << 8 | static_cast<unsigned char>(bytes[pos + 1]);
    pos += 2;
    // Credential ids are at most 1023 bytes (WebAuthn Level 3, 6.5.1).
    if (idLen == 0 || idLen > 1023 || bytes.size() - pos < idLen)
      throw Error(Kind::kMalformed, "authenticator data: bad credential id length");
    d.credentialId = std::string(bytes.substr(pos, idLen));
    pos += idLen;
    std::size_t read = 0;
    auto key = loadCbor(bytes.substr(pos), read, "credential public key");
    if (!cbor_isa_map(key.get()))
      throw Error(Kind::kMalformed, "credential public key: not a CBOR map");
    d.publicKey = std::string(bytes.substr(pos, read));
    pos += read;
  }
  if (d.flags & kFlagExtensions) {
    std::size_t read = 0;
    auto ext = loadCbor(bytes.substr(pos), read, "authenticator extensions");
    if (!cbor_isa_map(ext.get()))
      throw Error(Kind::kMalformed, "authenticator extensions: not a CBOR map");
    pos += read;
  }
  if (pos != bytes.size()) throw Error(Kind::kMalformed, "authenticator data: trailing bytes");
  return d;
}

AttestationObject parseAttestationObject(std::string_view cbor) {
  auto map = loadMap(cbor, "attestation object");
  AttestationObject out;
  bool haveFmt = false, haveStmt = false, haveAuthData = false;
  auto* pairs = cbor_map_handle(map.get());
  for (std::size_t i = 0; i < cbor_map_size(map.get()); ++i) {
    auto key = textOf(pairs[i].key);
    if (!key) throw Error(Kind::kMalformed, "attestation object: a key is not text");
    if (*key == "fmt") {
      auto fmt = textOf(pairs[i].value);
      if (!fmt || haveFmt) throw Error(Kind::kMalformed, "attestation object: bad fmt");
      out.fmt = *fmt;
      haveFmt = true;
    } else if (*key == "attStmt") {
      if (!cbor_isa_map(pairs[i].value) || haveStmt)
        throw Error(Kind::kMalformed, "attestation object: bad attStmt");
      haveStmt = true;
    } else if (*key == "authData") {
      auto data = bytesOf(pairs[i].value);
      if (!data || haveAuthData) throw Error(Kind::kMalformed, "attestation object: bad authData");
      out.authData = std::move(*data);
      haveAuthData = true;
    }
  }
  if (!haveFmt || !haveStmt || !haveAuthData)
    throw Error(Kind::kMalformed, "attestation object: fmt, attStmt and authData are required");
  out.parsed = parseAuthenticatorData(out.authData);
  return out;
}

CoseKey parseCoseKey(std::string_view cbor) {
  auto map = loadMap(cbor, "COSE key");
  // Parameters by label; -1..-3 mean different things per key type, so they are read after kty.
  const cbor_item_t *kty = nullptr, *alg = nullptr, *crv = nullptr, *x = nullptr, *y = nullptr;
  auto* pairs = cbor_map_handle(map.get());
  for (std::size_t i = 0; i < cbor_map_size(map.get()); ++i) {
    auto label = intOf(pairs[i].key);
    if (!label) continue;  // text labels are allowed by COSE; none matters to us
    const cbor_item_t** slot = *label == 1    ? &kty
                               : *label == 3  ? &alg
                               : *label == -1 ? &crv
                               : *label == -2 ? &x
                               : *label == -3 ? &y
                                              : nullptr;
    if (!slot) continue;
    if (*slot) throw Error(Kind::kMalformed, "COSE key: repeated parameter");
    *slot = pairs[i].value;
  }
  const auto ktyValue = kty ? intOf(kty) : std::nullopt;
  const auto algValue = alg ? intOf(alg) : std::nullopt;
  if (!ktyValue || !algValue)
    throw Error(Kind::kMalformed, "COSE key: kty and alg must be integers");
  const std::int64_t keyType = *ktyValue;
  const std::int64_t algorithm = *algValue;
  // 0 is a reserved curve identifier in COSE: an absent or non-integer crv matches no curve.
  const std::int64_t curve = (crv ? intOf(crv) : std::nullopt).value_or(0);
  auto xBytes = x ? bytesOf(x) : std::nullopt;
  CoseKey key;
  if (keyType == 2 && algorithm == kAlgEs256) {
    if (curve != 1) throw Error(Kind::kUnsupported, "COSE key: ES256 needs curve P-256");
    // A boolean y (a compressed point's sign) is a form authenticators do not use for WebAuthn.
    if (y && !cbor_isa_bytestring(y))
      throw Error(Kind::kUnsupported, "COSE key: compressed points are not supported");
    auto yBytes = y ? bytesOf(y) : std::nullopt;
    if (!xBytes || !yBytes || xBytes->size() != 32 || yBytes->size() != 32)
      throw Error(Kind::kMalformed, "COSE key: P-256 coordinates must be 32 bytes");
    if (!p256Key(*xBytes, *yBytes))
      throw Error(Kind::kUnsupported, "COSE key: point is not on P-256");
    key.alg = kAlgEs256;
    key.x = std::move(*xBytes);
    key.y = std::move(*yBytes);
    return key;
  }
  if (keyType == 1 && algorithm == kAlgEdDsa) {
    if (curve != 6) throw Error(Kind::kUnsupported, "COSE key: EdDSA needs curve Ed25519");
    if (!xBytes || xBytes->size() != crypto_sign_PUBLICKEYBYTES)
      throw Error(Kind::kMalformed, "COSE key: Ed25519 key must be 32 bytes");
    key.alg = kAlgEdDsa;
    key.x = std::move(*xBytes);
    return key;
  }
  throw Error(Kind::kUnsupported, "COSE key: only ES256 (EC2 P-256) and EdDSA (OKP Ed25519)");
}

const char* algorithmName(int alg) {
  switch (alg) {
    case kAlgEs256:
      return "ES256";
    case kAlgEdDsa:
      return "EdDSA";
    default:
      return "unknown";
  }
}

std::string sha256(std::string_view data) {
  std::string out(SHA256_DIGEST_LENGTH, '\0');
  SHA256(reinterpret_cast<const unsigned char*>(data.data()), data.size(),
         reinterpret_cast<unsigned char*>(out.data()));
  return out;
}

bool verifyAssertionSignature(const CoseKey& key, std::string_view authenticatorData,
                              std::string_view clientDataJson, std::string_view signature) {
  std::string message(authenticatorData);
  message += sha256(clientDataJson);
  const auto* msg = reinterpret_cast<const unsigned char*>(message.data());
  const auto* sig = reinterpret_cast<const unsigned char*>(signature.data());
  if (key.alg == kAlgEdDsa) {
    ensureSodium();
    if (signature.size() != crypto_sign_BYTES || key.x.size() != crypto_sign_PUBLICKEYBYTES)
      return false;
    return crypto_sign_verify_detached(sig, msg, message.size(),
                                       reinterpret_cast<const unsigned char*>(key.x.data())) == 0;
  }
  if (key.alg == kAlgEs256) {
    if (key.x.size() != 32 || key.y.size() != 32) return false;
    auto pkey = p256Key(key.x, key.y);
    if (!pkey) return false;
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    if (!ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, EVP_sha256(), nullptr, pkey.get()) != 1)
      return false;
    bool ok = EVP_DigestVerify(ctx.get(), sig, signature.size(), msg, message.size()) == 1;
    ERR_clear_error();
    return ok;
  }
  return false;
}

}  // namespace aurum::crypto::webauthn
