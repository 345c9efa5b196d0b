#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aurum::crypto {

/// One certificate signing key as published: old keys stay listed after a rotation so the
/// certificates they signed still verify.
struct PublishedKey {
  std::string keyId;      ///< crypto::keyId(publicKey)
  std::string publicKey;  ///< raw Ed25519 key, base64
  std::int64_t createdAtMs = 0;
  std::optional<std::int64_t> retiredAtMs;  ///< set when a newer key replaced it
};

/// The certificate keyring (AURUM_SIGNING_KEY_FILE): the current secret key and every public key
/// ever used. Only the current secret is kept: a retired key can verify but never sign again.
///
/// File format (text, one record a line, so an operator can read it without tools):
///   aurum-keyring v1
///   secret <base64 64-byte Ed25519 secret key of the current key>
///   key <keyId> <public key base64> <createdAtMs> <retiredAtMs or ->
struct Keyring {
  std::string currentSecretKey;
  std::vector<PublishedKey> keys;  ///< oldest first; the current one has no retiredAtMs

  /// A keyring holding one key: a fresh one, or `publicKey`/`secretKey` when given (migration
  /// of the key that used to live in the database).
  static Keyring create(std::int64_t nowMs, const std::string& publicKey = {},
                        const std::string& secretKey = {});
  /// Parses the file format; throws std::runtime_error on anything malformed or inconsistent.
  static Keyring parse(const std::string& text);
  std::string serialize() const;

  const PublishedKey& current() const;
  const PublishedKey* find(const std::string& keyId) const;
  /// Makes a fresh key current and retires the previous one at `nowMs`.
  void rotate(std::int64_t nowMs);
};

}  // namespace aurum::crypto
