#pragma once
#include <string>
#include <vector>

struct sqlite3;
struct pg_conn;

namespace aurum::storage {

/// The process-wide SQLite prepared-statement cache (storage/statement_cache.cpp): whether it is
/// on (AURUM_SQLITE_STATEMENT_CACHE=0 turns it off) and how often a prepare was served from it.
struct StatementCacheStats {
  bool enabled = false;
  long hits = 0;
  long misses = 0;
  /// PostgreSQL: statements sent and waited for, one round trip each (a pipeline is one), and
  /// statements that went out pipelined with another instead of on their own.
  long roundTrips = 0;
  long pipelined = 0;
};

/// The BEGIN of `Database::write` on PostgreSQL; the libpq layer sends it with the transaction's
/// first statement (storage/pg_statement_cache.cpp).
inline constexpr const char* kPgBeginWrite = "BEGIN ISOLATION LEVEL READ COMMITTED";

StatementCacheStats statementCacheStats();

/// Finalizes the statements `db` keeps idle (start-up's migrations and seeding leave hundreds
/// that serving never runs again); the ones serving uses are prepared again on first use.
void releaseIdleStatements(sqlite3* db);

/// The same for PostgreSQL (storage/pg_statement_cache.cpp; AURUM_PG_STATEMENT_CACHE=0 turns it
/// off): how often a statement ran as one the connection had already prepared.
StatementCacheStats pgStatementCacheStats();
/// One connection's round trips and pipelined statements (tests; the hits are not kept per
/// connection).
StatementCacheStats pgStatementCacheStats(pg_conn* conn);

/// Tests: while on, every SQLite statement text prepared in the process is recorded (turning it
/// on clears the record), so a test can check the query plan of everything a request ran.
void recordStatements(bool on);
std::vector<std::string> recordedStatements();

}  // namespace aurum::storage
