// A prepared-statement cache for PostgreSQL under SOCI
// (docs/decisions/0010-postgres-statement-cache.md).
//
// SOCI 4.0's PostgreSQL backend sends a one-time statement with PQexecParams (the server parses
// and plans it again every time) and a prepared one with PQprepare under a fresh name, executes
// it, then DEALLOCATEs it: three round trips, and a parse and a plan, for every use. This file
// interposes those libpq calls for the whole process, as storage/statement_cache.cpp does for
// SQLite: each connection keeps one server-side prepared statement per SQL text, under a name of
// its own; a one-time statement with parameters runs as that statement; SOCI's names become
// aliases of it, and its DEALLOCATE only forgets the alias. The real functions are reached with
// dlsym(RTLD_NEXT).
//
// Server-side prepared statements belong to the session, not to a transaction (a rollback keeps
// them), and PostgreSQL re-plans them itself when a table they use changes. A statement whose
// result columns changed under it fails once with 0A000 and is prepared again on its next use.
// A connection's cache goes with PQfinish and PQreset (a new session has none). The cache of a
// connection is used by one thread at a time (a SOCI session is leased); its mutex is
// uncontended. AURUM_PG_STATEMENT_CACHE=0 turns it off.
//
// The same layer pipelines writes (storage/pg_pipeline.cpp): the BEGIN and COMMIT of a write, and
// the ROLLBACK that drops its queue, are recognised here.
#include <dlfcn.h>
#include <libpq-fe.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "storage/connection_registry.hpp"
#include "storage/pg_connection_cache.hpp"
#include "storage/statement_cache.hpp"

namespace aurum::storage::pg {

namespace {

template <class F>
F real(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

using PrepareFn = PGresult* (*)(PGconn*, const char*, const char*, int, const Oid*);
using ExecPreparedFn = PGresult* (*)(PGconn*, const char*, int, const char* const*, const int*,
                                     const int*, int);
using ExecParamsFn = PGresult* (*)(PGconn*, const char*, int, const Oid*, const char* const*,
                                   const int*, const int*, int);
using ExecFn = PGresult* (*)(PGconn*, const char*);
using FinishFn = void (*)(PGconn*);
using ResetStartFn = int (*)(PGconn*);

PrepareFn realPrepare() {
  static const auto fn = real<PrepareFn>("PQprepare");
  return fn;
}
ExecPreparedFn realExecPrepared() {
  static const auto fn = real<ExecPreparedFn>("PQexecPrepared");
  return fn;
}

/// Statements kept per connection; past it, new texts run the way SOCI sends them.
constexpr std::size_t kPerConnection = 512;

/// Statements never cached, which run as SOCI sends them
/// (docs/decisions/0010-postgres-statement-cache.md):
/// - "/* aurum plan-per-call */": its best plan depends on its parameters. A cached statement
///   gets PostgreSQL's generic plan after five calls, and for a range over one account's rows
///   that plan could be a scan of every account's; sent as SOCI sends it, it is planned for its
///   values on every call.
/// - "/* aurum once */": a text that will not come again (the last, shorter batch of a bulk
///   insert), which kept would only hold the connection's memory and a slot of its cache.
bool notKept(const char* query) {
  return std::strstr(query, "/* aurum plan-per-call */") != nullptr ||
         std::strstr(query, "/* aurum once */") != nullptr;
}

struct Registry : ConnectionRegistry<PGconn, ConnectionCache> {
  std::atomic<long> hits{0}, misses{0}, names{0}, roundTrips{0}, pipelinedStatements{0};
};

Registry& registry() {
  static auto* r = new Registry;  // never destroyed: connections may close at exit
  return *r;
}

bool enabled() {
  static const bool on = [] {
    const char* v = std::getenv("AURUM_PG_STATEMENT_CACHE");
    return !(v && std::string_view(v) == "0");
  }();
  return on;
}

void dropConnection(PGconn* conn) { delete registry().forget(conn); }

/// The server-side statement for `text` on `conn`, prepared now if it is new; empty when the
/// cache is full. A failed prepare hands back its error result in `error`.
std::string serverStatement(PGconn* conn, ConnectionCache& cache, const char* text, int nParams,
                            PGresult** error) {
  std::string key = text;
  {
    std::lock_guard lock(cache.mutex);
    if (auto it = cache.byText.find(key); it != cache.byText.end()) {
      registry().hits.fetch_add(1, std::memory_order_relaxed);
      return it->second;
    }
    if (cache.byText.size() >= kPerConnection) return {};
  }
  registry().misses.fetch_add(1, std::memory_order_relaxed);
  std::string name = "aurum_ps_" + std::to_string(registry().names.fetch_add(1) + 1);
  countRoundTrip(cache);
  PGresult* res = realPrepare()(conn, name.c_str(), text, nParams, nullptr);
  if (PQresultStatus(res) != PGRES_COMMAND_OK) {
    *error = res;
    return {};
  }
  PQclear(res);
  std::lock_guard lock(cache.mutex);
  if (pipelined(text)) cache.pipelinedNames.insert(name);
  cache.byText.emplace(std::move(key), name);
  return name;
}

}  // namespace

ConnectionCache& cacheFor(PGconn* conn) { return registry().cacheFor(conn); }

void countRoundTrip(ConnectionCache& cache) {
  ++cache.roundTrips;
  registry().roundTrips.fetch_add(1, std::memory_order_relaxed);
}

void countPipelined(ConnectionCache& cache) {
  ++cache.pipelined;
  registry().pipelinedStatements.fetch_add(1, std::memory_order_relaxed);
}

PGresult* forgetIfStale(PGconn* conn, const std::string& name, PGresult* res) {
  const char* state = PQresultErrorField(res, PG_DIAG_SQLSTATE);
  if (!state || std::string_view(state) != "0A000") return res;
  auto& cache = cacheFor(conn);
  std::lock_guard lock(cache.mutex);
  for (auto it = cache.byText.begin(); it != cache.byText.end(); ++it)
    if (it->second == name) {
      cache.byText.erase(it);
      break;
    }
  return res;
}

}  // namespace aurum::storage::pg

using namespace aurum::storage::pg;

extern "C" {

PGresult* PQprepare(PGconn* conn, const char* stmtName, const char* query, int nParams,
                    const Oid* paramTypes) {
  // Only SOCI's own statements (st_N) with inferred parameter types are cached.
  if (!enabled() || !conn || !stmtName || !query || paramTypes ||
      std::strncmp(stmtName, "st_", 3) != 0 || notKept(query))
    return realPrepare()(conn, stmtName, query, nParams, paramTypes);
  auto& cache = cacheFor(conn);
  PGresult* error = nullptr;
  auto name = serverStatement(conn, cache, query, nParams, &error);
  if (error) return error;
  if (name.empty()) return realPrepare()(conn, stmtName, query, nParams, paramTypes);
  {
    std::lock_guard lock(cache.mutex);
    cache.aliases[stmtName] = name;
  }
  return PQmakeEmptyPGresult(conn, PGRES_COMMAND_OK);
}

PGresult* PQexecPrepared(PGconn* conn, const char* stmtName, int nParams,
                         const char* const* paramValues, const int* paramLengths,
                         const int* paramFormats, int resultFormat) {
  if (enabled() && conn && stmtName) {
    auto& cache = cacheFor(conn);
    std::string name;
    bool marked = false;
    {
      std::lock_guard lock(cache.mutex);
      if (auto it = cache.aliases.find(stmtName); it != cache.aliases.end()) {
        name = it->second;
        marked = cache.pipelinedNames.count(name) > 0;
      }
    }
    if (!name.empty() && marked && mayQueue(conn, cache) &&
        queuePrepared(cache, name, nParams, paramValues, paramFormats, resultFormat))
      return PQmakeEmptyPGresult(conn, PGRES_COMMAND_OK);
    const char* target = name.empty() ? stmtName : name.c_str();
    PGresult* res = runNow(
        conn, cache,
        [&] {
          return PQsendQueryPrepared(conn, target, nParams, paramValues, paramLengths, paramFormats,
                                     resultFormat);
        },
        [&] {
          return realExecPrepared()(conn, target, nParams, paramValues, paramLengths, paramFormats,
                                    resultFormat);
        });
    return name.empty() ? res : forgetIfStale(conn, name, res);
  }
  return realExecPrepared()(conn, stmtName, nParams, paramValues, paramLengths, paramFormats,
                            resultFormat);
}

PGresult* PQexecParams(PGconn* conn, const char* command, int nParams, const Oid* paramTypes,
                       const char* const* paramValues, const int* paramLengths,
                       const int* paramFormats, int resultFormat) {
  static const auto realExecParams = real<ExecParamsFn>("PQexecParams");
  if (!enabled() || !conn || !command)
    return realExecParams(conn, command, nParams, paramTypes, paramValues, paramLengths,
                          paramFormats, resultFormat);
  auto& cache = cacheFor(conn);
  std::string name;
  if (nParams > 0 && !paramTypes && !notKept(command)) {
    PGresult* error = nullptr;
    name = serverStatement(conn, cache, command, nParams, &error);
    if (error) return error;
  }
  if (!name.empty() && pipelined(command) && mayQueue(conn, cache) &&
      queuePrepared(cache, name, nParams, paramValues, paramFormats, resultFormat))
    return PQmakeEmptyPGresult(conn, PGRES_COMMAND_OK);
  PGresult* res = runNow(
      conn, cache,
      [&] {
        return name.empty() ? PQsendQueryParams(conn, command, nParams, paramTypes, paramValues,
                                                paramLengths, paramFormats, resultFormat)
                            : PQsendQueryPrepared(conn, name.c_str(), nParams, paramValues,
                                                  paramLengths, paramFormats, resultFormat);
      },
      [&] {
        return name.empty() ? realExecParams(conn, command, nParams, paramTypes, paramValues,
                                             paramLengths, paramFormats, resultFormat)
                            : realExecPrepared()(conn, name.c_str(), nParams, paramValues,
                                                 paramLengths, paramFormats, resultFormat);
      });
  return name.empty() ? res : forgetIfStale(conn, name, res);
}

PGresult* PQexec(PGconn* conn, const char* query) {
  static const auto realExec = real<ExecFn>("PQexec");
  if (!enabled() || !conn || !query) return realExec(conn, query);
  constexpr std::string_view kDeallocate = "DEALLOCATE st_";
  auto& cache = cacheFor(conn);
  if (std::strncmp(query, kDeallocate.data(), kDeallocate.size()) == 0) {
    std::lock_guard lock(cache.mutex);
    // SOCI is done with its name; the server-side statement stays for the next use.
    if (cache.aliases.erase(query + std::strlen("DEALLOCATE ")) > 0)
      return PQmakeEmptyPGresult(conn, PGRES_COMMAND_OK);
  }
  const std::string_view text = query;
  // A write transaction's BEGIN waits for its first statement.
  if (text == aurum::storage::kPgBeginWrite && cache.queue.empty() &&
      PQtransactionStatus(conn) == PQTRANS_IDLE) {
    queueText(cache, query);
    cache.beginQueued = true;
    return PQmakeEmptyPGresult(conn, PGRES_COMMAND_OK);
  }
  if (text == "ROLLBACK" && !cache.queue.empty()) {
    const bool neverBegun = cache.beginQueued;
    cache.queue.clear();  // what they would have done is rolled back anyway
    cache.beginQueued = false;
    if (neverBegun) return PQmakeEmptyPGresult(conn, PGRES_COMMAND_OK);
  }
  if (pipelined(query) && mayQueue(conn, cache)) {
    queueText(cache, query);
    return PQmakeEmptyPGresult(conn, PGRES_COMMAND_OK);
  }
  if (!cache.queue.empty()) {
    // One statement (the COMMIT, a statement without parameters) goes out with the queue; a
    // text that may hold several goes on its own once the queue has been sent.
    if (!std::strchr(query, ';'))
      return sendWithQueue(conn, cache, [&] {
        return PQsendQueryParams(conn, query, 0, nullptr, nullptr, nullptr, nullptr, 0);
      });
    if (PGresult* res = sendWithQueue(conn, cache, nullptr);
        PQresultStatus(res) != PGRES_COMMAND_OK)
      return res;
    else
      PQclear(res);
  }
  countRoundTrip(cache);
  return realExec(conn, query);
}

void PQfinish(PGconn* conn) {
  static const auto realFinish = real<FinishFn>("PQfinish");
  dropConnection(conn);
  realFinish(conn);
}

void PQreset(PGconn* conn) {
  static const auto realReset = real<FinishFn>("PQreset");
  dropConnection(conn);  // a new session: the server-side statements are gone
  realReset(conn);
}

int PQresetStart(PGconn* conn) {
  static const auto realResetStart = real<ResetStartFn>("PQresetStart");
  dropConnection(conn);
  return realResetStart(conn);
}

}  // extern "C"

namespace aurum::storage {

StatementCacheStats pgStatementCacheStats() {
  auto& r = registry();
  return {enabled(), r.hits.load(), r.misses.load(), r.roundTrips.load(),
          r.pipelinedStatements.load()};
}

StatementCacheStats pgStatementCacheStats(pg_conn* conn) {
  auto& c = cacheFor(conn);
  return {enabled(), 0, 0, c.roundTrips, c.pipelined};
}

}  // namespace aurum::storage
