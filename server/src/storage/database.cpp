#include "storage/database.hpp"

#include <fcntl.h>
#include <poll.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>
#include <spdlog/spdlog.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <mutex>
#include <thread>

#include "domain/error.hpp"
#include "storage/statement_cache.hpp"
#include "storage/wal_writeback.hpp"
#include "util/thread_name.hpp"

namespace aurum::storage {

bool isPostgresUrl(const std::string& url) {
  return url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0;
}

namespace {

constexpr std::size_t kMaxSqliteReaders = 8;

std::string sqlitePath(const std::string& url) {
  if (url.rfind("sqlite:", 0) == 0) return url.substr(7);
  return url;
}

/// The database holds password hashes and orders: only our own account may read it. The file is
/// created 0600 before SQLite opens it, and SQLite gives the -wal and -shm files the database
/// file's mode; files from before this rule are tightened.
void restrictSqliteFiles(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd >= 0) ::close(fd);
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    ::chmod((path + suffix).c_str(), 0600);
}

/// Process-wide SQLite settings, made once before the first connection opens (sqlite3_config
/// is refused once the library is initialised; a refusal leaves SQLite's safe defaults).
/// Multi-thread mode: SQLite skips its per-connection mutex, since no connection is ever used by
/// two threads at once (the writer is held under writerMutex_, a read connection is leased).
/// No memory statistics: otherwise every allocation SQLite makes takes a process-wide mutex.
void configureSqliteLibrary() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (sqlite_api::sqlite3_config(SQLITE_CONFIG_MULTITHREAD) != SQLITE_OK)
      spdlog::debug("SQLite already initialised: serialized threading mode kept");
    sqlite_api::sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  });
}

void configureSqlite(soci::session& s) {
  s << "PRAGMA journal_mode=WAL";
  s << "PRAGMA foreign_keys=ON";
  s << "PRAGMA synchronous=NORMAL";
  // Savepoints' and sorts' scratch pages stay in memory: with files, every savepoint of a
  // group-committed batch wrote its pages to a temporary file first (half the bytes written).
  s << "PRAGMA temp_store=MEMORY";
}

bool isRetryablePg(const soci::soci_error& e) {
  auto* pg = dynamic_cast<const soci::postgresql_soci_error*>(&e);
  if (!pg) return false;
  auto state = pg->sqlstate();
  return state == "40001" || state == "40P01";
}

PGconn* pgConnection(soci::session& s) {
  auto* be = static_cast<soci::postgresql_session_backend*>(s.get_backend());
  return be ? be->conn_ : nullptr;
}

/// An idle pooled connection has nothing to read: when its socket is readable or hung up, the
/// server ended it (a restart, a failover, pg_terminate_backend) and it must be replaced.
bool pgConnectionDead(soci::session& s) {
  auto* conn = pgConnection(s);
  if (!conn || PQstatus(conn) != CONNECTION_OK) return true;
  pollfd p{PQsocket(conn), POLLIN | POLLRDHUP, 0};
  if (p.fd < 0) return true;
  return ::poll(&p, 1, 0) != 0;
}

/// The error says the server or the connection went away rather than that the SQL was wrong:
/// class 08 (connection exception), 57P01..57P03 (shutdown, crash, cannot connect now) and 25006
/// (a read-only node: the one we were on is no longer the primary).
bool isConnectionFailure(soci::session& s, const soci::soci_error& e) {
  if (auto* conn = pgConnection(s); !conn || PQstatus(conn) != CONNECTION_OK) return true;
  auto* pg = dynamic_cast<const soci::postgresql_soci_error*>(&e);
  if (!pg) return false;
  auto state = pg->sqlstate();
  return state.rfind("08", 0) == 0 || state == "57P01" || state == "57P02" || state == "57P03" ||
         state == "25006";
}

domain::AppError databaseUnavailable() {
  return domain::AppError(domain::ErrorCode::kUnavailable,
                          "The service is briefly unavailable; try again in a few seconds")
      .withRetryAfter(2);
}

/// A pooled connection, handed back when the lease ends.
class Lease {
 public:
  explicit Lease(soci::connection_pool& pool) : pool_(pool), position_(pool.lease()) {}
  ~Lease() { pool_.give_back(position_); }
  Lease(const Lease&) = delete;
  Lease& operator=(const Lease&) = delete;
  soci::session& session() { return pool_.at(position_); }

 private:
  soci::connection_pool& pool_;
  std::size_t position_;
};

}  // namespace

std::string postgresConnectionString(const std::string& url) {
  // SOCI 4.0 mangles libpq URLs, so turn postgresql://user:pass@host:port/db?k=v into keywords.
  auto rest = url.substr(url.find("://") + 3);
  std::string out;
  auto add = [&](const std::string& k, const std::string& v) {
    if (v.empty()) return;
    std::string quoted;
    for (char c : v) {
      if (c == '\\' || c == '\'') quoted += '\\';
      quoted += c;
    }
    out += (out.empty() ? "" : " ") + k + "='" + quoted + "'";
  };
  std::string query;
  if (auto q = rest.find('?'); q != std::string::npos) {
    query = rest.substr(q + 1);
    rest = rest.substr(0, q);
  }
  std::string db;
  if (auto slash = rest.find('/'); slash != std::string::npos) {
    db = rest.substr(slash + 1);
    rest = rest.substr(0, slash);
  }
  if (auto at = rest.rfind('@'); at != std::string::npos) {
    auto cred = rest.substr(0, at);
    rest = rest.substr(at + 1);
    auto colon = cred.find(':');
    add("user", cred.substr(0, colon));
    if (colon != std::string::npos) add("password", cred.substr(colon + 1));
  }
  // host[:port][,host[:port]...]: libpq takes the hosts and ports as parallel lists and tries
  // them in order (with target_session_attrs=read-write it settles on the primary).
  std::string hosts, ports;
  bool anyPort = false;
  for (std::size_t start = 0; start <= rest.size();) {
    auto comma = rest.find(',', start);
    if (comma == std::string::npos) comma = rest.size();
    auto entry = rest.substr(start, comma - start);
    std::string host = entry, port;
    auto bracket = entry.find(']');
    if (auto colon = entry.rfind(':');
        colon != std::string::npos && (bracket == std::string::npos || colon > bracket)) {
      host = entry.substr(0, colon);
      port = entry.substr(colon + 1);
    }
    if (host.size() > 1 && host.front() == '[' && host.back() == ']')
      host = host.substr(1, host.size() - 2);
    anyPort = anyPort || !port.empty();
    hosts += (start == 0 ? "" : ",") + host;
    ports += (start == 0 ? "" : ",") + (port.empty() ? std::string("5432") : port);
    start = comma + 1;
  }
  add("host", hosts);
  if (anyPort) add("port", ports);
  add("dbname", db);
  for (std::size_t start = 0; start < query.size();) {
    auto amp = query.find('&', start);
    if (amp == std::string::npos) amp = query.size();
    auto kv = query.substr(start, amp - start);
    if (auto eq = kv.find('='); eq != std::string::npos) add(kv.substr(0, eq), kv.substr(eq + 1));
    start = amp + 1;
  }
  return out;
}

bool isConstraintViolation(const soci::soci_error& e) {
  if (e.get_error_category() == soci::soci_error::constraint_violation) return true;
  if (auto* pg = dynamic_cast<const soci::postgresql_soci_error*>(&e))
    return pg->sqlstate().rfind("23", 0) == 0;
  std::string what = e.what();
  return what.find("constraint failed") != std::string::npos;
}

bool isConstraintViolationOn(const soci::soci_error& e, std::string_view column) {
  return isConstraintViolation(e) && std::string_view(e.what()).find(column) != std::string::npos;
}

Database::WriterStats Database::writerStats() const {
  WriterStats out{batches_.load(std::memory_order_relaxed),
                  transactions_.load(std::memory_order_relaxed),
                  writerBusyMicros_.load(std::memory_order_relaxed)};
  if (walWriteback_) {
    out.checkpoints = walWriteback_->checkpoints();
    out.writebacks = walWriteback_->writebacks();
  }
  return out;
}

Database::Database(Backend backend, std::size_t poolSize)
    : backend_(backend), poolSize_(poolSize), pool_(poolSize) {}

Database::~Database() {
  if (!writerThread_.joinable()) return;
  {
    std::lock_guard q(queueMutex_);
    stopWriter_ = true;
  }
  writerWake_.notify_one();
  writerThread_.join();
}

std::unique_ptr<Database> Database::open(const std::string& url, std::size_t poolSize) {
  if (poolSize == 0) poolSize = 1;
  if (isPostgresUrl(url)) {
    std::unique_ptr<Database> db(new Database(Backend::kPostgres, poolSize));
    spdlog::debug("PostgreSQL prepared-statement cache {}",
                  pgStatementCacheStats().enabled ? "on" : "off (AURUM_PG_STATEMENT_CACHE=0)");
    db->connectionString_ = postgresConnectionString(url);
    for (std::size_t i = 0; i < poolSize; ++i)
      db->pool_.at(i).open(soci::postgresql, db->connectionString_);
    return db;
  }
  auto path = sqlitePath(url);
  if (auto dir = std::filesystem::path(path).parent_path(); !dir.empty())
    std::filesystem::create_directories(dir);
  if (path != ":memory:") restrictSqliteFiles(path);
  configureSqliteLibrary();
  // Readers beyond a few only add page caches and parsed schemas: with more workers than
  // readers, a worker waits for a lease (reads are short; the writer is the queue).
  poolSize = std::min(poolSize, kMaxSqliteReaders);
  std::unique_ptr<Database> db(new Database(Backend::kSqlite, poolSize));
  spdlog::debug("SQLite prepared-statement cache {}",
                statementCacheStats().enabled ? "on" : "off (AURUM_SQLITE_STATEMENT_CACHE=0)");
  // busy timeout in ms: a writer waits for another process's lock instead of failing at once.
  const std::string conn = "db=" + path + " timeout=10 shared_cache=false";
  db->writer_ = std::make_unique<soci::session>(soci::sqlite3, conn);
  configureSqlite(*db->writer_);
  db->walWriteback_ = std::make_unique<WalWriteback>(sqliteConnection(*db->writer_), path + "-wal");
  for (std::size_t i = 0; i < poolSize; ++i) {
    auto& s = db->pool_.at(i);
    s.open(soci::sqlite3, conn);
    configureSqlite(s);
  }
  db->writerThread_ = std::thread([d = db.get()] { d->writerLoop(); });
  util::nameThread(db->writerThread_, "writer");
  return db;
}

void Database::ensurePgConnection(soci::session& s) {
  if (!pgConnectionDead(s)) return;
  try {
    s.reconnect();
    spdlog::info("database connection re-established");
  } catch (const std::exception& e) {
    spdlog::warn("database unavailable: {}", e.what());
    throw databaseUnavailable();
  }
}

void Database::runPg(const std::function<void(soci::session&)>& fn) {
  Lease lease(pool_);
  auto& s = lease.session();
  ensurePgConnection(s);
  try {
    fn(s);
  } catch (const soci::soci_error& e) {
    if (!isConnectionFailure(s, e)) throw;
    // The next lease of this connection reconnects; this request is answered 503, since a
    // write whose COMMIT was cut off may or may not have landed (clients retry with their
    // Idempotency-Key).
    spdlog::warn("database connection lost: {}", e.what());
    throw databaseUnavailable();
  }
}

void Database::runWrite(const std::function<void(soci::session&)>& fn) {
  if (backend_ == Backend::kSqlite) return runSqliteWrite(fn);
  for (int attempt = 0;; ++attempt) {
    bool retry = false;
    runPg([&](soci::session& s) {
      s << kPgBeginWrite;
      try {
        fn(s);
        s << "COMMIT";
      } catch (const soci::soci_error& e) {
        try {
          s << "ROLLBACK";
        } catch (...) {
        }
        if (!isRetryablePg(e) || attempt >= 5) throw;
        retry = true;
      } catch (...) {
        try {
          s << "ROLLBACK";
        } catch (...) {
        }
        throw;
      }
    });
    if (!retry) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(5 << attempt));
  }
}

void Database::runRead(const std::function<void(soci::session&)>& fn) {
  if (backend_ == Backend::kPostgres) return runPg(fn);
  Lease lease(pool_);
  fn(lease.session());
}

void Database::runHeavyRead(const std::function<void(soci::session&)>& fn) {
  if (replica_) {
    try {
      return replica_->runRead(fn);
    } catch (const domain::AppError& e) {
      if (e.code() != domain::ErrorCode::kUnavailable) throw;
      spdlog::warn("read replica unavailable; reading from the primary");
    }
  }
  runRead(fn);
}

void Database::execScript(soci::session& s, const std::string& sql) {
  if (backend_ == Backend::kSqlite) {
    auto* be = static_cast<soci::sqlite3_session_backend*>(s.get_backend());
    char* err = nullptr;
    if (sqlite_api::sqlite3_exec(be->conn_, sql.c_str(), nullptr, nullptr, &err) != 0) {
      std::string msg = err ? err : "unknown error";
      sqlite_api::sqlite3_free(err);
      throw std::runtime_error("migration failed: " + msg);
    }
    return;
  }
  auto* be = static_cast<soci::postgresql_session_backend*>(s.get_backend());
  PGresult* res = PQexec(be->conn_, sql.c_str());
  auto status = PQresultStatus(res);
  std::string msg = PQerrorMessage(be->conn_);
  PQclear(res);
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
    throw std::runtime_error("migration failed: " + msg);
}

std::unique_ptr<soci::session> Database::openDedicated() const {
  if (backend_ != Backend::kPostgres)
    throw std::logic_error("dedicated connections are for PostgreSQL");
  return std::make_unique<soci::session>(soci::postgresql, connectionString_);
}

::sqlite3* sqliteConnection(soci::session& s) {
  if (s.get_backend_name() != "sqlite3") return nullptr;
  // SOCI declares SQLite's types inside its own namespace; the handle is SQLite's.
  return reinterpret_cast<::sqlite3*>(
      static_cast<soci::sqlite3_session_backend*>(s.get_backend())->conn_);
}

void Database::releaseCache() {
  if (backend_ != Backend::kSqlite) return;
  auto release = [](soci::session& s) {
    releaseIdleStatements(sqliteConnection(s));
    s << "PRAGMA shrink_memory";
  };
  {
    std::lock_guard writer(writerMutex_);
    release(*writer_);
  }
  // Every reader start-up used: all leased at once, or the pool would hand back the same one.
  std::vector<std::unique_ptr<Lease>> readers;
  for (std::size_t i = 0; i < poolSize_; ++i) readers.push_back(std::make_unique<Lease>(pool_));
  for (auto& r : readers) release(r->session());
}

bool Database::ping() {
  try {
    int one = 0;
    read([&](soci::session& s) { s << "SELECT 1", soci::into(one); });
    return one == 1;
  } catch (const std::exception& e) {
    spdlog::warn("database ping failed: {}", e.what());
    return false;
  }
}

}  // namespace aurum::storage
