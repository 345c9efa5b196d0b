#pragma once
#include <string>
#include <vector>

#include "storage/database.hpp"

namespace aurum::storage {

struct Migration {
  int version;
  const char* name;
  const char* sql;
};

/// Every numbered migration in server/migrations, embedded at build time, in order.
const std::vector<Migration>& allMigrations();

/// Rewrites the few dialect placeholders a migration may use:
/// `{{PK}}` an auto-increment 64-bit primary key, `{{BLOB}}` a byte column; and keeps only this
/// backend's `-- @sqlite` / `-- @postgres` ... `-- @end` blocks.
std::string renderMigration(const std::string& sql, Backend backend);

/// Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction.
/// Returns how many ran. On PostgreSQL an advisory lock makes concurrent instances wait.
int migrate(Database& db);

}  // namespace aurum::storage
