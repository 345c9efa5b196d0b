#include "storage/migrations.hpp"

#include <spdlog/spdlog.h>

#include <set>

namespace aurum::storage {

namespace {

void replaceAll(std::string& s, const std::string& from, const std::string& to) {
  for (auto pos = s.find(from); pos != std::string::npos; pos = s.find(from, pos + to.size()))
    s.replace(pos, from.size(), to);
}

constexpr long long kMigrationLockKey = 0x4155'5255'4d00;  // "AURUM"

}  // namespace

/// Keeps only the lines meant for `backend`: a line `-- @sqlite` or `-- @postgres` starts a block
/// for that backend alone, `-- @end` closes it (for triggers and functions that differ by dialect).
static std::string selectBackendBlocks(const std::string& sql, Backend backend) {
  std::string out;
  enum { kBoth, kSqlite, kPostgres } block = kBoth;
  std::size_t start = 0;
  while (start < sql.size()) {
    auto end = sql.find('\n', start);
    if (end == std::string::npos) end = sql.size();
    std::string line = sql.substr(start, end - start);
    start = end + 1;
    auto marker = line.substr(0, line.find_last_not_of(" \t\r") + 1);
    if (marker == "-- @sqlite") {
      block = kSqlite;
      continue;
    }
    if (marker == "-- @postgres") {
      block = kPostgres;
      continue;
    }
    if (marker == "-- @end") {
      block = kBoth;
      continue;
    }
    bool keep = block == kBoth || (block == kSqlite) == (backend == Backend::kSqlite);
    if (keep) out += line + "\n";
  }
  return out;
}

std::string renderMigration(const std::string& sql, Backend backend) {
  std::string out = selectBackendBlocks(sql, backend);
  bool pg = backend == Backend::kPostgres;
  replaceAll(out, "{{PK}}", pg ? "BIGSERIAL PRIMARY KEY" : "INTEGER PRIMARY KEY AUTOINCREMENT");
  replaceAll(out, "{{BLOB}}", pg ? "BYTEA" : "BLOB");
  return out;
}

int migrate(Database& db) {
  int applied = 0;
  db.read([&](soci::session& s) {
    const bool pg = db.backend() == Backend::kPostgres;
    if (pg) s << "SELECT pg_advisory_lock(" << kMigrationLockKey << ")";
    try {
      db.execScript(s,
                    "CREATE TABLE IF NOT EXISTS schema_migrations ("
                    " version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)");
      std::set<long long> done;
      {
        long long v = 0;
        soci::statement st = (s.prepare << "SELECT version FROM schema_migrations", soci::into(v));
        st.execute();
        while (st.fetch()) done.insert(v);
      }
      for (const auto& m : allMigrations()) {
        if (done.count(m.version)) continue;
        spdlog::info("applying migration {}", m.name);
        // SQLite rebuilds a table (to drop a constraint) with foreign keys off, as its manual
        // prescribes: dropping the old table must not cascade into the rows that reference it.
        // The references are checked before the commit instead.
        const bool rebuild =
            !pg && std::string(m.sql).find("-- @rebuilds-tables") != std::string::npos;
        std::string script =
            "BEGIN;\n" + renderMigration(m.sql, db.backend()) +
            "\nINSERT INTO schema_migrations (version, name, applied_at) VALUES (" +
            std::to_string(m.version) + ", '" + m.name + "', " +
            (pg ? "(EXTRACT(EPOCH FROM now()) * 1000)::BIGINT"
                : "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)") +
            ");";
        if (rebuild) db.execScript(s, "PRAGMA foreign_keys=OFF");
        try {
          db.execScript(s, script);
          if (rebuild) {
            int broken = 0;
            s << "SELECT COUNT(*) FROM pragma_foreign_key_check", soci::into(broken);
            if (broken)
              throw std::runtime_error(std::string("migration ") + m.name + " breaks foreign keys");
          }
          db.execScript(s, "COMMIT");
        } catch (...) {
          try {
            db.execScript(s, "ROLLBACK");
          } catch (...) {
          }
          if (rebuild) db.execScript(s, "PRAGMA foreign_keys=ON");
          throw;
        }
        if (rebuild) db.execScript(s, "PRAGMA foreign_keys=ON");
        ++applied;
      }
    } catch (...) {
      if (pg) s << "SELECT pg_advisory_unlock(" << kMigrationLockKey << ")";
      throw;
    }
    if (pg) s << "SELECT pg_advisory_unlock(" << kMigrationLockKey << ")";
  });
  return applied;
}

}  // namespace aurum::storage
