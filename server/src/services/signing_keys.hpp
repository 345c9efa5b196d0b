#pragma once
#include <cstdint>
#include <string>

#include "crypto/keyring.hpp"
#include "storage/database.hpp"

namespace aurum::services {

/// Loads the certificate keyring from `path` (AURUM_SIGNING_KEY_FILE). When the file is missing:
/// a key still held in the database's `signing_keys` table (before the key left the database) is
/// written to the file once and removed from the table, so certificates it signed keep verifying;
/// otherwise a fresh key is generated when `create`, else std::runtime_error names the file.
crypto::Keyring loadOrCreateKeyring(const std::string& path, storage::Database& db,
                                    std::int64_t nowMs, bool create);

/// `aurum keys rotate`: a new current key; the old public keys stay published. Returns the new
/// ring.
crypto::Keyring rotateKeyring(const std::string& path, std::int64_t nowMs);

}  // namespace aurum::services
