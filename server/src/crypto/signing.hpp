#pragma once
#include <string>
#include <string_view>

namespace aurum::crypto {

/// An Ed25519 key pair, both halves standard base64 (libsodium's 64-byte secret key form).
struct SigningKeyPair {
  std::string publicKey;
  std::string secretKey;
};

SigningKeyPair generateSigningKeyPair();
/// Detached Ed25519 signature of `message`, standard base64.
std::string signDetached(std::string_view message, const std::string& secretKeyB64);
/// True when `signatureB64` is a valid signature of `message` by `publicKeyB64`.
bool verifyDetached(std::string_view message, const std::string& signatureB64,
                    const std::string& publicKeyB64);
/// The public key as a PEM SubjectPublicKeyInfo, which `openssl pkeyutl -verify -pubin` reads.
std::string publicKeyPem(const std::string& publicKeyB64);
/// Short fingerprint for humans: the first 16 hex digits of SHA-256 of the raw public key.
std::string keyId(const std::string& publicKeyB64);

std::string base64Encode(std::string_view bytes);
/// Decodes standard base64 into `out`; false on bad input.
bool base64Decode(std::string_view b64, std::string& out);

}  // namespace aurum::crypto
