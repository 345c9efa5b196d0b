#pragma once
#include <cstdint>
#include <string>

#include "app/config.hpp"
#include "crypto/keyring.hpp"
#include "storage/database.hpp"

namespace aurum::app {

/// Where the server's secrets live. Every instance of a cluster must be given the same files.
struct SecretPaths {
  std::string signing, data, hmac;
};
/// The configured files, or `keys/{signing,data,hmac}.key` next to the SQLite database
/// (var/keys/ for the default var/aurum.db, and for PostgreSQL).
SecretPaths secretPaths(const Config& c);

struct ServerSecrets {
  crypto::Keyring keyring;  ///< certificate signing keys
  std::string dataKey;      ///< 32 bytes: encryption of stored documents (crypto/data_cipher.hpp)
  std::string hmacKey;      ///< 32 bytes: server HMAC key (idempotency request hashes)
};

/// Loads every secret; missing files are created (0600) when `create`, otherwise refused with
/// std::runtime_error naming the file and `aurum keys generate`.
ServerSecrets loadSecrets(const Config& c, storage::Database& db, std::int64_t nowMs, bool create);

/// `aurum keys rotate`: a new current signing key in the configured keyring file; the old public
/// keys stay published. Returns the new ring.
crypto::Keyring rotateSigningKeyring(const Config& c, std::int64_t nowMs);

}  // namespace aurum::app
