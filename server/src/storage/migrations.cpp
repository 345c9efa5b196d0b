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

std::string renderMigration(const std::string& sql, Backend backend) {
  std::string out = sql;
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
        std::string script = "BEGIN;\n" + renderMigration(m.sql, db.backend()) +
                             "\nINSERT INTO schema_migrations (version, name, applied_at) VALUES (" +
                             std::to_string(m.version) + ", '" + m.name + "', " +
                             (pg ? "(EXTRACT(EPOCH FROM now()) * 1000)::BIGINT"
                                 : "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)") +
                             ");\nCOMMIT;";
        try {
          db.execScript(s, script);
        } catch (...) {
          try { db.execScript(s, "ROLLBACK"); } catch (...) {}
          throw;
        }
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
