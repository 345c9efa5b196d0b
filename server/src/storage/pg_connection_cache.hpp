// The per-connection state the libpq layer keeps for PostgreSQL: the statement cache
// (storage/pg_statement_cache.cpp) and the pipeline queue (storage/pg_pipeline.cpp). Internal to
// those two files.
#pragma once
#include <libpq-fe.h>

#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace aurum::storage::pg {

/// A statement waiting in a connection's queue: a server-side prepared statement with its
/// parameters (copied: SOCI's buffers are gone by the time it is sent), or a text without any.
struct Queued {
  std::string name;  ///< server-side statement; empty for `text`
  std::string text;
  std::vector<std::string> values;
  std::vector<char> isNull;
  int resultFormat = 0;
};

/// A connection's cache and queue, used by the one thread holding the connection (a SOCI session
/// is leased); its mutex is uncontended.
struct ConnectionCache {
  std::mutex mutex;
  std::unordered_map<std::string, std::string> byText;   ///< SQL text -> server-side name
  std::unordered_map<std::string, std::string> aliases;  ///< SOCI's st_N -> server-side name
  std::unordered_set<std::string> pipelinedNames;        ///< server-side names of marked statements
  /// Statements not sent yet, oldest first. Only the thread holding the connection touches it.
  std::vector<Queued> queue;
  bool beginQueued = false;            ///< the queue opens with the transaction's BEGIN (not sent)
  long roundTrips = 0, pipelined = 0;  ///< this connection's share of the registry's counts
};

/// The connection's state, made on first use and dropped with PQfinish and PQreset.
ConnectionCache& cacheFor(PGconn* conn);
void countRoundTrip(ConnectionCache& cache);
void countPipelined(ConnectionCache& cache);
/// A cached statement that failed because its result columns changed under it is forgotten, so
/// its next use prepares it again. Returns `res`.
PGresult* forgetIfStale(PGconn* conn, const std::string& name, PGresult* res);

// ---- pipelining (storage/pg_pipeline.cpp, docs/decisions/0012-postgres-pipelined-writes.md)

/// "/* aurum pipelined */": a write whose caller needs neither its rows nor its count; inside a
/// transaction it goes out with the transaction's next statement.
bool pipelined(const char* query);
/// Whether a marked statement may wait: only inside a transaction, whose COMMIT or ROLLBACK
/// will come and send or drop it.
bool mayQueue(PGconn* conn, const ConnectionCache& cache);
/// Queues a prepared statement with copies of its text-format parameters; false (not queued) for
/// binary parameters, which SOCI never sends.
bool queuePrepared(ConnectionCache& cache, const std::string& name, int nParams,
                   const char* const* paramValues, const int* paramFormats, int resultFormat);
/// Queues a statement without parameters.
void queueText(ConnectionCache& cache, const char* text);
/// Sends the connection's queue and then `current` (which sends the statement its caller waits
/// for; null for none) in one pipeline, and returns the caller's result (an empty success for
/// none), or the error of the first queued statement that failed (the statements after it were
/// skipped).
PGresult* sendWithQueue(PGconn* conn, ConnectionCache& cache, const std::function<int()>& current);
/// A statement whose answer its caller needs: with the queue in one pipeline (`send`) when
/// statements wait, else on its own (`exec`); one round trip either way.
PGresult* runNow(PGconn* conn, ConnectionCache& cache, const std::function<int()>& send,
                 const std::function<PGresult*()>& exec);

}  // namespace aurum::storage::pg
