#pragma once
// WebAuthn verification without I/O (W3C WebAuthn Level 3, sections 6.1, 6.5 and 7): the
// authenticator data, the attestation object, COSE public keys and assertion signatures. The
// caller (services/passkey_service) owns the policy: challenges, origins, counters, storage.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace aurum::crypto::webauthn {

/// COSE algorithm identifiers we accept (RFC 9053): ECDSA P-256 with SHA-256, and Ed25519.
inline constexpr int kAlgEs256 = -7;
inline constexpr int kAlgEdDsa = -8;

inline constexpr std::uint8_t kFlagUserPresent = 0x01;
inline constexpr std::uint8_t kFlagUserVerified = 0x04;
inline constexpr std::uint8_t kFlagAttestedData = 0x40;
inline constexpr std::uint8_t kFlagExtensions = 0x80;

/// Why verification failed. The message is English for logs; callers map the kind to an AppError.
class Error : public std::runtime_error {
 public:
  enum class Kind {
    kMalformed,    ///< bytes that do not parse (truncated data, bad CBOR, wrong sizes)
    kUnsupported,  ///< a well-formed key of a type or algorithm we do not accept
  };
  Error(Kind kind, const std::string& what) : std::runtime_error(what), kind_(kind) {}
  Kind kind() const { return kind_; }

 private:
  Kind kind_;
};

struct AuthenticatorData {
  std::string rpIdHash;  ///< 32 bytes: SHA-256 of the relying-party id the authenticator used
  std::uint8_t flags = 0;
  std::uint32_t signCount = 0;
  // Attested credential data, present when kFlagAttestedData is set (registration).
  std::string aaguid;        ///< 16 bytes
  std::string credentialId;  ///< raw bytes
  std::string publicKey;     ///< the COSE key, CBOR bytes exactly as the authenticator wrote them

  bool userPresent() const { return (flags & kFlagUserPresent) != 0; }
  bool userVerified() const { return (flags & kFlagUserVerified) != 0; }
  bool hasAttestedData() const { return (flags & kFlagAttestedData) != 0; }
};

/// Parses authenticator data (rpIdHash 32, flags 1, signCount 4 big-endian, then the attested
/// credential data when AT is set and the extensions map when ED is set). Throws Error kMalformed
/// on truncation or trailing bytes.
AuthenticatorData parseAuthenticatorData(std::string_view bytes);

struct AttestationObject {
  std::string fmt;  ///< "none" when we asked for no attestation; other formats are kept as read
  std::string authData;  ///< the raw authenticator data bytes
  AuthenticatorData parsed;
};

/// Parses the CBOR map {fmt, attStmt, authData}. The attestation statement is not verified for
/// any format: we request attestation "none" and decide nothing from the authenticator's make
/// (no allow-list of models), so an attestation chain would prove nothing we use; browsers may
/// still send "packed" or a platform format, and those are accepted with their statement ignored.
AttestationObject parseAttestationObject(std::string_view cbor);

/// A public key we can verify with.
struct CoseKey {
  int alg = 0;    ///< kAlgEs256 or kAlgEdDsa
  std::string x;  ///< 32 bytes (P-256 x, or the Ed25519 public key)
  std::string y;  ///< 32 bytes for P-256; empty for Ed25519
};

/// Parses a COSE_Key: EC2 (kty 2) P-256 (crv 1) with alg -7, or OKP (kty 1) Ed25519 (crv 6) with
/// alg -8. Throws Error kUnsupported for any other key type, curve or algorithm (also a P-256
/// point not on the curve), kMalformed for bytes that are not one CBOR map.
CoseKey parseCoseKey(std::string_view cbor);

/// "ES256" or "EdDSA", for display.
const char* algorithmName(int alg);

/// Raw SHA-256.
std::string sha256(std::string_view data);

/// True when `signature` is `key`'s signature over authenticatorData || SHA-256(clientDataJSON):
/// ES256 as a DER ECDSA signature (OpenSSL), EdDSA as 64 raw bytes (libsodium). A malformed
/// signature is simply false.
bool verifyAssertionSignature(const CoseKey& key, std::string_view authenticatorData,
                              std::string_view clientDataJson, std::string_view signature);

}  // namespace aurum::crypto::webauthn
