// storage::Database on SQLite: group commit (concurrent writes share a commit, a failing one rolls
// back only its own work), the prepared-statement cache (storage/statement_cache.cpp) and the
// writer's WAL hook.
#include "storage/database.hpp"

#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <filesystem>
#include <stdexcept>
#include <thread>
#include <vector>

#include "storage/backup.hpp"
#include "storage/statement_cache.hpp"

namespace aurum::storage {
namespace {

struct TempDb {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() /
      ("aurum-db-test-" + std::to_string(::getpid()) + "-" + std::to_string(rand()) + ".db");
  std::unique_ptr<Database> db = Database::open(path.string(), 4);
  TempDb() {
    db->write([](soci::session& s) { s << "CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)"; });
  }
  ~TempDb() {
    db.reset();
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  }
  long long count() {
    return db->read([](soci::session& s) {
      long long n = 0;
      s << "SELECT COUNT(*) FROM t", soci::into(n);
      return n;
    });
  }
};

TEST(GroupCommit, ConcurrentWritesAllLandAndFailuresRollBackOnlyTheirOwnWork) {
  TempDb t;
  constexpr int kThreads = 8, kPerThread = 200;
  std::atomic<int> failed{0}, succeeded{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i)
    threads.emplace_back([&, i] {
      for (int j = 0; j < kPerThread; ++j) {
        const long long v = i * kPerThread + j;
        try {
          auto id = t.db->write([&](soci::session& s) {
            s << "INSERT INTO t (v) VALUES (:v)", soci::use(v);
            // Every fifth call fails after writing: its row must not survive.
            if (v % 5 == 0) throw std::runtime_error("refused " + std::to_string(v));
            long long last = 0;
            s << "SELECT last_insert_rowid()", soci::into(last);
            return last;
          });
          EXPECT_GT(id, 0);
          ++succeeded;
        } catch (const std::runtime_error& e) {
          EXPECT_EQ(std::string(e.what()), "refused " + std::to_string(v));  // its own error
          ++failed;
        }
      }
    });
  for (auto& th : threads) th.join();
  EXPECT_EQ(failed.load(), kThreads * kPerThread / 5);
  EXPECT_EQ(t.count(), succeeded.load());
  // The writer's counters (/metrics): every call, failed or not, was held by exactly one batch.
  auto stats = t.db->writerStats();
  EXPECT_GE(stats.transactions, static_cast<std::uint64_t>(kThreads * kPerThread));
  EXPECT_LE(stats.batches, stats.transactions);
  EXPECT_GT(stats.batches, 0u);
  EXPECT_GT(stats.busyMicros, 0u);
  auto bad = t.db->read([](soci::session& s) {
    long long n = 0;
    s << "SELECT COUNT(*) FROM t WHERE v % 5 = 0", soci::into(n);
    return n;
  });
  EXPECT_EQ(bad, 0);
}

TEST(GroupCommit, AWriteSeesEarlierWritesAndItsResultIsItsOwn) {
  TempDb t;
  std::vector<std::thread> threads;
  std::vector<long long> seen(16, -1);
  for (int i = 0; i < 16; ++i)
    threads.emplace_back([&, i] {
      seen[i] = t.db->write([&](soci::session& s) {
        s << "INSERT INTO t (v) VALUES (1)";
        long long n = 0;
        s << "SELECT COUNT(*) FROM t", soci::into(n);
        return n;  // rows committed or earlier in the same batch, plus this one
      });
    });
  for (auto& th : threads) th.join();
  std::sort(seen.begin(), seen.end());
  for (int i = 0; i < 16; ++i) EXPECT_EQ(seen[i], i + 1);  // serial: each saw a distinct count
}

// The writer's own thread runs every write (its caches stay warm, and a batch follows the last
// without a hand-over between threads): never the caller's thread, always the same one.
TEST(GroupCommit, EveryWriteRunsOnTheWritersOwnThread) {
  TempDb t;
  std::vector<std::thread> threads;
  std::vector<std::thread::id> callers(8), ran(8);
  for (int i = 0; i < 8; ++i)
    threads.emplace_back([&, i] {
      callers[i] = std::this_thread::get_id();
      ran[i] = t.db->write([](soci::session& s) {
        s << "INSERT INTO t (v) VALUES (1)";
        return std::this_thread::get_id();
      });
    });
  for (auto& th : threads) th.join();
  for (int i = 0; i < 8; ++i) {
    EXPECT_EQ(ran[i], ran[0]);
    for (const auto& caller : callers) EXPECT_NE(ran[i], caller);
  }
  EXPECT_NE(ran[0], std::this_thread::get_id());
  EXPECT_EQ(t.count(), 8);
}

TEST(StatementCache, ReusesPreparedStatementsAndClosesCleanly) {
  if (!statementCacheStats().enabled) GTEST_SKIP() << "AURUM_SQLITE_STATEMENT_CACHE=0";
  TempDb t;
  for (int i = 0; i < 10; ++i)
    t.db->write([&](soci::session& s) { s << "INSERT INTO t (v) VALUES (:v)", soci::use(i); });
  auto before = statementCacheStats();
  for (int i = 0; i < 20; ++i) EXPECT_EQ(t.count(), 10);
  auto after = statementCacheStats();
  EXPECT_GE(after.hits - before.hits, 19);  // the same text on the same connections
  // Two statements of the same text open at once on one connection get distinct handles.
  t.db->read([](soci::session& s) {
    long long a = 0, b = 0;
    soci::statement outer = (s.prepare << "SELECT v FROM t ORDER BY v", soci::into(a));
    outer.execute();
    int rows = 0;
    while (outer.fetch()) {
      soci::statement inner = (s.prepare << "SELECT v FROM t ORDER BY v", soci::into(b));
      inner.execute(true);
      EXPECT_EQ(b, 0);
      ++rows;
    }
    EXPECT_EQ(rows, 10);
  });
  // Bindings do not leak from one use to the next.
  auto n = t.db->read([](soci::session& s) {
    long long c = 0;
    int v = 3;
    s << "SELECT COUNT(*) FROM t WHERE v = :v", soci::into(c), soci::use(v);
    return c;
  });
  EXPECT_EQ(n, 1);
  // Closing the database with cached statements succeeds (TempDb's destructor removes the files).
}

TEST(StatementCache, ReleaseCacheFinalizesIdleStatementsAndServingPreparesThemAgain) {
  if (!statementCacheStats().enabled) GTEST_SKIP() << "AURUM_SQLITE_STATEMENT_CACHE=0";
  TempDb t;
  auto missesOver = [&](int calls) {
    auto before = statementCacheStats().misses;
    for (int i = 0; i < calls; ++i) EXPECT_EQ(t.count(), 0);
    return statementCacheStats().misses - before;
  };
  missesOver(32);  // every reader has the statement now
  EXPECT_EQ(missesOver(16), 0);
  t.db->releaseCache();
  EXPECT_GE(missesOver(16), 1);  // compiled again: the idle one was finalized
  EXPECT_EQ(missesOver(16), 0) << "kept again once prepared";
}

// The writer's WAL hook (database.cpp) replaces SQLite's own: it must still checkpoint at 8,000
// WAL pages, so the WAL starts over instead of growing, and start the write-back every 256.
TEST(WalWriteback, TheWriterStartsWriteBackEveryMegabyteAndStillCheckpoints) {
  TempDb t;
  std::string mode;
  t.db->write([&](soci::session& s) {
    s << "PRAGMA journal_mode", soci::into(mode);
    s << "CREATE TABLE blobs (b BLOB NOT NULL)";
  });
  EXPECT_EQ(mode, "wal");
  const auto before = t.db->writerStats();
  // 700 commits of a 64 KiB row: ~17 pages each, ~11,900 in all.
  for (int i = 0; i < 700; ++i)
    t.db->write([](soci::session& s) { s << "INSERT INTO blobs (b) VALUES (randomblob(65536))"; });
  const auto after = t.db->writerStats();
  EXPECT_GE(after.writebacks - before.writebacks, 8000u / 256 - 1);
  EXPECT_GE(after.checkpoints - before.checkpoints, 1u);
  // Started over after the checkpoint: never past 8,000 pages and one commit (a frame is the
  // page and a 24-byte header; the file keeps its largest size).
  EXPECT_LE(std::filesystem::file_size(t.path.string() + "-wal"), 32 + (8000u + 40) * (4096 + 24));
  auto rows = t.db->read([](soci::session& s) {
    long long n = 0;
    s << "SELECT COUNT(*) FROM blobs WHERE length(b) = 65536", soci::into(n);
    return n;
  });
  EXPECT_EQ(rows, 700);
}

}  // namespace
}  // namespace aurum::storage

TEST(PostgresUrl, ListsEveryHostAndPortForLibpq) {
  using aurum::storage::postgresConnectionString;
  EXPECT_EQ(
      postgresConnectionString("postgresql://u@h1:5433,h2:5434/db?target_session_attrs=read-write"),
      "user='u' host='h1,h2' port='5433,5434' dbname='db' target_session_attrs='read-write'");
  // A host without a port gets the default one, so the lists stay parallel.
  EXPECT_EQ(postgresConnectionString("postgresql://u:p@h1,h2:6000/db"),
            "user='u' password='p' host='h1,h2' port='5432,6000' dbname='db'");
  EXPECT_EQ(postgresConnectionString("postgresql://u@localhost/db"),
            "user='u' host='localhost' dbname='db'");
  EXPECT_EQ(postgresConnectionString("postgresql://u@[::1]:5432/db"),
            "user='u' host='::1' port='5432' dbname='db'");
  // A database on the same machine, over its Unix socket (docs/operations.md): the directory is
  // the host, given in the query.
  EXPECT_EQ(postgresConnectionString("postgresql://u@/db?host=/var/run/postgresql&port=5433"),
            "user='u' dbname='db' host='/var/run/postgresql' port='5433'");
}

TEST(SqliteBackup, CopiesOneMomentWhileWritesGoOnAndTheCopyOpens) {
  auto dir =
      std::filesystem::temp_directory_path() / ("aurum-backup-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  auto db = aurum::storage::Database::open((dir / "live.db").string(), 2);
  db->write([](soci::session& s) { s << "CREATE TABLE t (n INTEGER NOT NULL)"; });
  for (int i = 0; i < 200; ++i)
    db->write([&](soci::session& s) { s << "INSERT INTO t VALUES (" << i << ")"; });
  std::atomic<bool> stop{false};
  std::atomic<int> committed{200};
  std::thread writer([&] {
    for (int i = 200; !stop; ++i) {
      db->write([&](soci::session& s) { s << "INSERT INTO t VALUES (" << i << ")"; });
      ++committed;
    }
  });
  const int before = committed.load();
  auto file = (dir / "copy.db").string();
  auto result = aurum::storage::backupSqlite(*db, file);
  const int after = committed.load();
  stop = true;
  writer.join();
  EXPECT_GT(result.pages, 0);
  EXPECT_GT(result.bytes, 0);
  EXPECT_FALSE(std::filesystem::exists(file + ".partial"));
  EXPECT_EQ(std::filesystem::status(file).permissions() & std::filesystem::perms::others_read,
            std::filesystem::perms::none);
  // Restored: the copy opens as a database and holds a prefix of the rows, 0..n-1 without gaps.
  auto restored = aurum::storage::Database::open(file, 1);
  int rows = 0, maxN = -1;
  restored->read([&](soci::session& s) {
    s << "SELECT count(*), max(n) FROM t", soci::into(rows), soci::into(maxN);
  });
  EXPECT_GE(rows, before);
  EXPECT_LE(rows, after + 1);
  EXPECT_EQ(maxN, rows - 1);
  std::filesystem::remove_all(dir);
}

TEST(SqliteBackup, FailsCleanlyOnAnUnwritableDestination) {
  auto dir =
      std::filesystem::temp_directory_path() / ("aurum-backup-bad-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto db = aurum::storage::Database::open((dir / "live.db").string(), 1);
  // An unwritable destination fails cleanly.
  EXPECT_THROW(aurum::storage::backupSqlite(*db, (dir / "missing" / "copy.db").string()),
               std::exception);
  EXPECT_FALSE(std::filesystem::exists(dir / "missing" / "copy.db.partial"));
  std::filesystem::remove_all(dir);
}
