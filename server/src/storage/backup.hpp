#pragma once
#include <cstdint>
#include <string>

#include "storage/database.hpp"

namespace aurum::storage {

struct BackupResult {
  std::int64_t pages = 0;
  std::int64_t bytes = 0;
};

/// Online backup of a SQLite database (`aurum backup FILE`) with SQLite's backup API: a consistent
/// copy as of one moment while the server keeps serving (WAL: writers are not held up). Written to
/// `FILE.partial` (0600), checked with PRAGMA integrity_check, then renamed onto `file`, so a
/// failed backup never leaves a truncated file under the final name. Restoring is copying the file
/// back in place of the database while the server is stopped. PostgreSQL is backed up with
/// pg_basebackup and WAL archiving instead (docs/operations.md): throws std::invalid_argument.
BackupResult backupSqlite(Database& db, const std::string& file);

}  // namespace aurum::storage
