#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace aurum::crypto {

/// argon2id password hashing (libsodium). The encoded hash carries its own salt and parameters,
/// so limits can be raised later without invalidating stored hashes.
class PasswordHasher {
 public:
  /// Defaults are libsodium's "interactive" limits (2 passes, 64 MiB).
  PasswordHasher();
  PasswordHasher(unsigned long long opsLimit, std::size_t memLimit);

  std::string hash(std::string_view password) const;
  bool verify(std::string_view encoded, std::string_view password) const;
  /// True when `encoded` was made with weaker limits than the current ones.
  bool needsRehash(std::string_view encoded) const;
  /// An encoded hash with these limits, a random salt and a random digest, made without hashing:
  /// verifying any password against it costs a full verification and fails (the stand-in for an
  /// unknown account, so its sign-in takes as long as a real one).
  std::string unusableHash() const;

 private:
  unsigned long long opsLimit_;
  std::size_t memLimit_;
};

}  // namespace aurum::crypto
