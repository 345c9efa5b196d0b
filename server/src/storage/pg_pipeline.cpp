// Pipelined writes on PostgreSQL (docs/decisions/0012-postgres-pipelined-writes.md): inside a
// transaction, a write transaction's BEGIN and every statement marked "/* aurum pipelined */" are
// not sent on their own. They wait in the connection's queue and go out with the transaction's
// next statement that is not marked (a read whose rows are needed, a counted update, the COMMIT),
// all in one libpq pipeline: one round trip instead of one each. A marked statement's caller reads
// neither its rows nor its count (SOCI is handed an empty success); if it fails, the error is the
// answer to the statement it went out with, the rest of the pipeline is skipped, and the
// transaction rolls back as for any failed statement. A ROLLBACK drops the queue; a queued BEGIN
// that never went out needs no ROLLBACK at all (storage/pg_statement_cache.cpp).
#include <cstring>

#include "storage/pg_connection_cache.hpp"

namespace aurum::storage::pg {

bool pipelined(const char* query) { return std::strstr(query, "/* aurum pipelined */") != nullptr; }

bool mayQueue(PGconn* conn, const ConnectionCache& cache) {
  return cache.beginQueued || PQtransactionStatus(conn) == PQTRANS_INTRANS;
}

bool queuePrepared(ConnectionCache& cache, const std::string& name, int nParams,
                   const char* const* paramValues, const int* paramFormats, int resultFormat) {
  for (int i = 0; paramFormats && i < nParams; ++i)
    if (paramFormats[i] != 0) return false;
  Queued q;
  q.name = name;
  q.resultFormat = resultFormat;
  q.values.reserve(nParams);
  q.isNull.reserve(nParams);
  for (int i = 0; i < nParams; ++i) {
    const char* v = paramValues ? paramValues[i] : nullptr;
    q.isNull.push_back(v == nullptr);
    q.values.emplace_back(v ? v : "");
  }
  cache.queue.push_back(std::move(q));
  countPipelined(cache);
  return true;
}

void queueText(ConnectionCache& cache, const char* text) {
  Queued q;
  q.text = text;
  cache.queue.push_back(std::move(q));
  countPipelined(cache);
}

namespace {

int sendQueued(PGconn* conn, const Queued& q) {
  if (q.name.empty())
    return PQsendQueryParams(conn, q.text.c_str(), 0, nullptr, nullptr, nullptr, nullptr,
                             q.resultFormat);
  std::vector<const char*> values(q.values.size());
  for (std::size_t i = 0; i < q.values.size(); ++i)
    values[i] = q.isNull[i] ? nullptr : q.values[i].c_str();
  return PQsendQueryPrepared(conn, q.name.c_str(), static_cast<int>(values.size()), values.data(),
                             nullptr, nullptr, q.resultFormat);
}

/// The next result of a pipeline, or a made-up error when the connection gave none (it broke).
PGresult* nextResult(PGconn* conn) {
  PGresult* r = PQgetResult(conn);
  if (!r) return PQmakeEmptyPGresult(conn, PGRES_FATAL_ERROR);
  if (PQresultStatus(r) != PGRES_PIPELINE_SYNC)
    while (PGresult* extra = PQgetResult(conn)) PQclear(extra);  // up to the query's NULL
  return r;
}

/// Leaves pipeline mode once every result has been read. A pipeline cut short is not mended: a
/// broken connection is replaced before its next use (Database::ensurePgConnection), and a live
/// one left with results unread is reset, which ends its transaction; the caller has its error.
/// The connection's cache is gone after a reset.
void leavePipeline(PGconn* conn) {
  if (PQexitPipelineMode(conn) == 1 || PQstatus(conn) != CONNECTION_OK) return;
  PQreset(conn);
}

}  // namespace

PGresult* sendWithQueue(PGconn* conn, ConnectionCache& cache, const std::function<int()>& current) {
  std::vector<Queued> queue = std::move(cache.queue);
  cache.queue.clear();
  cache.beginQueued = false;
  countRoundTrip(cache);
  if (PQenterPipelineMode(conn) != 1) return PQmakeEmptyPGresult(conn, PGRES_FATAL_ERROR);
  bool sent = true;
  for (const auto& q : queue) sent = sent && sendQueued(conn, q) == 1;
  sent = sent && (!current || current() == 1) && PQpipelineSync(conn) == 1;
  if (!sent) {
    PGresult* error = PQmakeEmptyPGresult(conn, PGRES_FATAL_ERROR);
    leavePipeline(conn);
    return error;
  }
  PGresult* failed = nullptr;
  for (std::size_t i = 0; i < queue.size(); ++i) {
    PGresult* r = nextResult(conn);
    if (!failed && PQresultStatus(r) == PGRES_FATAL_ERROR) {
      failed = queue[i].name.empty() ? r : forgetIfStale(conn, queue[i].name, r);
      continue;
    }
    PQclear(r);
  }
  PGresult* result = current ? nextResult(conn) : PQmakeEmptyPGresult(conn, PGRES_COMMAND_OK);
  PGresult* sync = PQgetResult(conn);
  if (sync) PQclear(sync);
  leavePipeline(conn);
  if (!failed) return result;
  PQclear(result);
  return failed;
}

PGresult* runNow(PGconn* conn, ConnectionCache& cache, const std::function<int()>& send,
                 const std::function<PGresult*()>& exec) {
  if (!cache.queue.empty()) return sendWithQueue(conn, cache, send);
  countRoundTrip(cache);
  return exec();
}

}  // namespace aurum::storage::pg
