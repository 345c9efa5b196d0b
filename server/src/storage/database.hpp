#pragma once
#include <soci/soci.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

struct sqlite3;

namespace aurum::storage {

class WalWriteback;

enum class Backend { kSqlite, kPostgres };

/// Whether a database URL names PostgreSQL (postgresql:// or postgres://); anything else is a
/// SQLite file.
bool isPostgresUrl(const std::string& url);

/// Connections to the one database, SQLite (embedded default) or PostgreSQL.
///
/// SQLite: one writer connection, plus a pool of readers; WAL lets readers run while the writer
/// commits. Writes are group-committed: concurrent `write` calls queue, and the writer's own
/// thread runs every queued call in one `BEGIN IMMEDIATE` transaction, each inside its own
/// SAVEPOINT (a call that throws rolls back only its own work), commits once, then wakes the
/// callers; each caller returns (or throws) only after the commit that holds its work. A write
/// call must not make another write call from inside its work (it would wait for itself).
/// PostgreSQL: one pool for both, and writes retry on serialization failures and deadlocks. The URL
/// may list several hosts (`postgresql://u@h1:p1,h2:p2/db?target_session_attrs=read-write`): a
/// pooled connection the server ended is replaced before use, and while no primary can be reached
/// calls throw 503 unavailable with Retry-After. Calls block, so they run on the worker pool,
/// never on an I/O thread.
class Database {
 public:
  /// `url` is a SQLite file path (or `sqlite:PATH`) or a `postgresql://` URL.
  static std::unique_ptr<Database> open(const std::string& url, std::size_t poolSize);
  ~Database();

  Backend backend() const { return backend_; }
  const char* backendName() const { return backend_ == Backend::kSqlite ? "sqlite" : "postgresql"; }

  /// Runs `fn` in a read-write transaction and commits; rolls back if `fn` throws.
  template <class F>
  auto write(F&& fn) -> decltype(fn(std::declval<soci::session&>())) {
    return through(fn, [this](const Work& work) { runWrite(work); });
  }

  /// Runs `fn` on a reader connection (a consistent snapshot for its duration).
  template <class F>
  auto read(F&& fn) -> decltype(fn(std::declval<soci::session&>())) {
    return through(fn, [this](const Work& work) { runRead(work); });
  }

  /// Like read(), for read-only heavy queries (analytics, exports): on the standby named by
  /// AURUM_DATABASE_READ_URL when one is attached, else (or while it is unreachable) here. A
  /// standby may lag the primary by a moment.
  template <class F>
  auto readHeavy(F&& fn) -> decltype(fn(std::declval<soci::session&>())) {
    return through(fn, [this](const Work& work) { runHeavyRead(work); });
  }
  /// Sends readHeavy() to `replica` (a PostgreSQL standby).
  void attachReadReplica(std::unique_ptr<Database> replica) { replica_ = std::move(replica); }
  bool hasReadReplica() const { return replica_ != nullptr; }

  /// Runs a multi-statement SQL script natively (migrations), outside any pooled transaction.
  void execScript(soci::session& s, const std::string& sql);

  /// True when a cheap query succeeds (readiness probe).
  bool ping();
  /// SQLite: every connection hands its page cache and its idle prepared statements back (after
  /// start-up's bulk writes; they refill with what serving needs). PostgreSQL: nothing.
  void releaseCache();

  /// SQLite group commit, since start: batches committed, write calls they held, and the time
  /// the writer was held (the one serial stage of every write; near the wall time, the writer is
  /// the queue); checkpoints the writer ran, and the times it started the WAL's write-back
  /// early (storage/wal_writeback.hpp). Zero on PostgreSQL.
  struct WriterStats {
    std::uint64_t batches = 0;
    std::uint64_t transactions = 0;
    std::uint64_t busyMicros = 0;
    std::uint64_t checkpoints = 0;
    std::uint64_t writebacks = 0;
  };
  WriterStats writerStats() const;

  /// A new connection outside the pool, for session-scoped state (PostgreSQL advisory locks,
  /// LISTEN). PostgreSQL only; throws on SQLite.
  std::unique_ptr<soci::session> openDedicated() const;

 private:
  using Work = std::function<void(soci::session&)>;
  /// Hands `fn` to `run` (which gives it a session) and returns what `fn` returned.
  template <class F, class Run>
  static auto through(F& fn, Run&& run) -> decltype(fn(std::declval<soci::session&>())) {
    using R = decltype(fn(std::declval<soci::session&>()));
    if constexpr (std::is_void_v<R>) {
      run([&](soci::session& s) { fn(s); });
    } else {
      std::optional<R> out;
      run([&](soci::session& s) { out.emplace(fn(s)); });
      return std::move(*out);
    }
  }

  Database(Backend backend, std::size_t poolSize);
  void runWrite(const std::function<void(soci::session&)>& fn);
  void runRead(const std::function<void(soci::session&)>& fn);
  void runHeavyRead(const std::function<void(soci::session&)>& fn);
  void runSqliteWrite(const std::function<void(soci::session&)>& fn);
  /// Runs `fn` on a pooled PostgreSQL connection, first replacing it if the server ended it;
  /// a lost connection or an unreachable primary becomes 503 unavailable with Retry-After.
  void runPg(const std::function<void(soci::session&)>& fn);
  static void ensurePgConnection(soci::session& s);

  /// One queued SQLite write: its work, and once its batch committed, done (and its error). Its
  /// caller waits on `wake`, then wakes `next`, the batch's next caller.
  struct PendingWrite {
    const std::function<void(soci::session&)>* fn;
    std::exception_ptr error;
    PendingWrite* next = nullptr;
    bool done = false;
    std::condition_variable wake;
  };
  /// The SQLite writer's thread: runs each batch of queued calls, then wakes their callers.
  void writerLoop();
  void runBatch(std::vector<PendingWrite*>& batch);

  Backend backend_;
  std::string connectionString_;  // PostgreSQL keywords, for openDedicated()
  std::size_t poolSize_;
  soci::connection_pool pool_;
  std::unique_ptr<Database> replica_;           // readHeavy()'s standby, if any
  std::unique_ptr<WalWriteback> walWriteback_;  // SQLite only; outlives writer_, which calls it
  std::unique_ptr<soci::session> writer_;       // SQLite only
  std::mutex writerMutex_;                      // held while the writer connection is in use
  std::mutex queueMutex_;  // guards queue_, writerIdle_, stopWriter_, every PendingWrite's state
  std::condition_variable writerWake_;  // the writer thread waits on it while idle
  bool writerIdle_ = false;
  bool stopWriter_ = false;
  std::vector<PendingWrite*> queue_;
  std::thread writerThread_;  // SQLite only; started once writer_ is open
  std::atomic<std::uint64_t> batches_{0}, transactions_{0}, writerBusyMicros_{0};
};

/// libpq keyword form of a postgresql:// URL.
std::string postgresConnectionString(const std::string& url);

/// The SQLite connection under a SOCI session; nullptr when the session is PostgreSQL's. For the
/// few bulk loads that bind SQLite's statements directly instead of through SOCI.
sqlite3* sqliteConnection(soci::session& s);

/// True when `e` reports a unique or foreign-key constraint violation.
bool isConstraintViolation(const soci::soci_error& e);

/// True when `e` reports a violated constraint on `column` (its message names it: PostgreSQL's
/// `<table>_<column>_key`, SQLite's `<table>.<column>`): a duplicate the caller answers 409, told
/// apart from any other statement's failure that reaches the same call (on PostgreSQL, a
/// pipelined statement's error is raised by the statement it went out with).
bool isConstraintViolationOn(const soci::soci_error& e, std::string_view column);

}  // namespace aurum::storage
