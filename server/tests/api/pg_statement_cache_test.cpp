// The PostgreSQL prepared-statement cache (storage/pg_statement_cache.cpp): a statement is
// prepared once per connection and reused, survives a rolled-back transaction and SOCI's
// DEALLOCATE, and one whose result columns changed is prepared again; statements marked
// plan-per-call or once are never kept. PostgreSQL only.
#include <soci/postgresql/soci-postgresql.h>
#include <soci/soci.h>

#include <stdexcept>

#include "harness.hpp"
#include "storage/database.hpp"
#include "storage/market_repository.hpp"
#include "storage/statement_cache.hpp"

using namespace aurum;

namespace {

struct PgStatementCache : ::testing::Test {
  void SetUp() override {
    if (!aurum::testing::onPostgres()) GTEST_SKIP() << "PostgreSQL only";
    if (!storage::pgStatementCacheStats().enabled) GTEST_SKIP() << "AURUM_PG_STATEMENT_CACHE=0";
    // One connection: every call below runs on the same session.
    url = aurum::testing::freshPostgresDatabase(std::getenv("AURUM_TEST_PG_URL"), "_stmtcache");
    db = storage::Database::open(url, 1);
    db->write([](soci::session& s) { s << "CREATE TABLE t (n INTEGER, m INTEGER)"; });
  }
  long long count(int n) {
    long long c = 0;
    db->read([&](soci::session& s) {
      s << "SELECT count(*) FROM t WHERE n = :n", soci::into(c), soci::use(n);
    });
    return c;
  }
  long long countMarked(int n) {
    long long c = 0;
    db->read([&](soci::session& s) {
      s << "/* aurum plan-per-call */ SELECT count(*) FROM t WHERE n = :n", soci::into(c),
          soci::use(n);
    });
    return c;
  }
  /// The fixture's one connection's round trips and pipelined statements.
  storage::StatementCacheStats connectionStats() {
    PGconn* conn = nullptr;
    db->read([&](soci::session& s) {
      conn = static_cast<soci::postgresql_session_backend*>(s.get_backend())->conn_;
    });
    return storage::pgStatementCacheStats(conn);
  }
  std::string url;
  std::unique_ptr<storage::Database> db;
};

}  // namespace

TEST_F(PgStatementCache, PreparesOnceAndReusesAcrossCallsAndRollbacks) {
  auto before = storage::pgStatementCacheStats();
  for (int i = 0; i < 5; ++i)
    db->write([&](soci::session& s) {
      s << "INSERT INTO t (n, m) VALUES (:n, :m)", soci::use(i), soci::use(i);
    });
  auto after = storage::pgStatementCacheStats();
  EXPECT_GE(after.hits - before.hits, 4);  // the first insert prepared it, the others reused it

  // A statement first prepared inside a transaction that rolls back stays usable.
  EXPECT_THROW(db->write([](soci::session& s) {
    int v = 100;
    s << "UPDATE t SET m = :m WHERE n = 0", soci::use(v);
    throw std::runtime_error("refused");
  }),
               std::runtime_error);
  db->write([](soci::session& s) {
    int v = 7;
    s << "UPDATE t SET m = :m WHERE n = 0", soci::use(v);
  });
  int m = 0;
  db->read([&](soci::session& s) { s << "SELECT m FROM t WHERE n = 0", soci::into(m); });
  EXPECT_EQ(m, 7);
  EXPECT_EQ(count(3), 1);
}

TEST_F(PgStatementCache, SociPreparedStatementsOutliveTheirDeallocate) {
  for (int round = 0; round < 3; ++round)
    db->read([&](soci::session& s) {
      int n = 2, got = -1;
      soci::statement st =
          (s.prepare << "SELECT n FROM t WHERE n >= :n ORDER BY n", soci::into(got), soci::use(n));
      st.execute(true);
    });
  long long kept = 0;
  db->read([&](soci::session& s) {
    s << "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE "
         "'SELECT n FROM t WHERE n >= $1%'",
        soci::into(kept);
  });
  EXPECT_EQ(kept, 1);  // one server-side statement for the three SOCI statements
}

TEST_F(PgStatementCache, AStatementWhoseColumnsChangedIsPreparedAgain) {
  auto columns = [&] {
    soci::row r;
    int n = 1;
    db->write([&](soci::session& s) { s << "INSERT INTO t (n, m) VALUES (1, 1)"; });
    db->read([&](soci::session& s) {
      s << "SELECT * FROM t WHERE n = :n LIMIT 1", soci::into(r), soci::use(n);
    });
    return r.size();
  };
  EXPECT_EQ(columns(), 2u);
  db->write([](soci::session& s) { s << "ALTER TABLE t ADD COLUMN z INTEGER"; });
  std::size_t seen = 0;
  for (int attempt = 0; attempt < 2 && seen == 0; ++attempt) {
    try {
      seen = columns();
    } catch (const soci::soci_error&) {  // at most once: "cached plan must not change result type"
    }
  }
  EXPECT_EQ(seen, 3u);
}

TEST_F(PgStatementCache, AStatementMarkedPlanPerCallIsNeverKept) {
  for (int i = 0; i < 3; ++i) EXPECT_EQ(countMarked(i), 0);
  long long kept = -1;
  db->read([&](soci::session& s) {
    s << "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE '%plan-per-call%'",
        soci::into(kept);
  });
  EXPECT_EQ(kept, 0);  // planned for its values on every call
}

TEST_F(PgStatementCache, ABulkInsertKeepsItsFullBatchAndNotItsLastShorterOne) {
  db->write([](soci::session& s) {
    s << "CREATE TABLE price_candles (symbol TEXT NOT NULL, timeframe TEXT NOT NULL, start_ms "
         "BIGINT NOT NULL, open_cents BIGINT NOT NULL, high_cents BIGINT NOT NULL, low_cents "
         "BIGINT NOT NULL, close_cents BIGINT NOT NULL, UNIQUE (symbol, timeframe, start_ms))";
  });
  auto candles = [](std::size_t n, std::int64_t from) {
    std::vector<domain::Candle> out;
    for (std::size_t i = 0; i < n; ++i)
      out.push_back({from + static_cast<std::int64_t>(i) * 60000, 100, 110, 90, 105});
    return out;
  };
  // 1,000 rows a statement: a full batch and a last one of 500, then of 300.
  db->write([&](soci::session& s) {
    storage::insertCandles(s, domain::Metal::kGold, domain::Timeframe::k1m, candles(1500, 0));
    storage::insertCandles(s, domain::Metal::kSilver, domain::Timeframe::k1m, candles(1300, 0));
  });
  long long rows = 0, kept = -1;
  db->read([&](soci::session& s) {
    s << "SELECT count(*) FROM price_candles", soci::into(rows);
    s << "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE '%price_candles%'",
        soci::into(kept);
  });
  EXPECT_EQ(rows, 2800);
  EXPECT_EQ(kept, 1);  // the 1,000-row text, used twice; neither shorter one
}

// Pipelining (docs/decisions/0012-postgres-pipelined-writes.md): inside a write, the BEGIN and
// the statements marked pipelined wait and go out with the next statement whose answer is needed.
TEST_F(PgStatementCache, PipelinedWritesGoOutWithTheNextStatementThatNeedsAnAnswer) {
  auto insert = [](soci::session& s, int i) {
    s << "/* aurum pipelined */ INSERT INTO t (n, m) VALUES (:n, :m)", soci::use(i), soci::use(i);
  };
  db->write([&](soci::session& s) {  // prepares the two statements (a round trip each)
    insert(s, 0);
    long long n = 0;
    s << "SELECT count(*) FROM t", soci::into(n);
  });
  const auto before = connectionStats();
  long long seen = 0;
  db->write([&](soci::session& s) {
    for (int i = 1; i <= 3; ++i)
      s << "/* aurum pipelined */ INSERT INTO t (n, m) VALUES (:n, :m)", soci::use(i), soci::use(i);
    s << "SELECT count(*) FROM t", soci::into(seen);  // sees the three rows queued before it
  });
  const auto after = connectionStats();
  EXPECT_EQ(seen, 4);
  EXPECT_EQ(after.pipelined - before.pipelined, 4);    // the BEGIN and the three inserts
  EXPECT_EQ(after.roundTrips - before.roundTrips, 2);  // them with the SELECT, then the COMMIT
}

TEST_F(PgStatementCache, APipelinedStatementThatFailsRollsItsTransactionBack) {
  db->write([](soci::session& s) {
    s << "CREATE TABLE u (k INTEGER PRIMARY KEY)";
    s << "INSERT INTO u (k) VALUES (1)";
  });
  std::string sqlstate;
  try {
    db->write([](soci::session& s) {
      s << "/* aurum pipelined */ INSERT INTO t (n, m) VALUES (:n, 1)", soci::use(10);
      s << "/* aurum pipelined */ INSERT INTO u (k) VALUES (:k)", soci::use(1);  // a duplicate
      s << "/* aurum pipelined */ INSERT INTO t (n, m) VALUES (:n, 2)", soci::use(11);
    });  // the error comes back with the COMMIT they went out with
  } catch (const soci::postgresql_soci_error& e) {
    sqlstate = e.sqlstate();
  }
  EXPECT_EQ(sqlstate, "23505");  // the failed statement's own error, not the COMMIT's
  long long rows = -1;
  db->read([&](soci::session& s) { s << "SELECT count(*) FROM t", soci::into(rows); });
  EXPECT_EQ(rows, 0);  // nothing of that transaction landed
  // The connection goes on serving.
  db->write([](soci::session& s) {
    s << "/* aurum pipelined */ INSERT INTO u (k) VALUES (:k)", soci::use(2);
  });
  db->read([&](soci::session& s) { s << "SELECT count(*) FROM u", soci::into(rows); });
  EXPECT_EQ(rows, 2);
}

TEST_F(PgStatementCache, AWriteThatFailsBeforeItsFirstStatementSendsNothing) {
  const auto before = connectionStats();
  EXPECT_THROW(db->write([](soci::session&) { throw std::runtime_error("refused"); }),
               std::runtime_error);
  EXPECT_EQ(connectionStats().roundTrips - before.roundTrips, 0);
  // Queued writes are dropped with their transaction, never sent with the next one.
  EXPECT_THROW(db->write([](soci::session& s) {
    s << "/* aurum pipelined */ INSERT INTO t (n, m) VALUES (:n, 1)", soci::use(20);
    throw std::runtime_error("refused");
  }),
               std::runtime_error);
  EXPECT_EQ(count(20), 0);
}

TEST_F(PgStatementCache, AMarkedStatementOutsideATransactionRunsAtOnce) {
  // A read has no COMMIT to send a queued statement with: it must not wait.
  db->read([](soci::session& s) {
    s << "/* aurum pipelined */ INSERT INTO t (n, m) VALUES (:n, 1)", soci::use(30);
  });
  // Seen from another connection before this one sends anything else.
  auto other = storage::Database::open(url, 1);
  long long rows = 0;
  other->read(
      [&](soci::session& s) { s << "SELECT count(*) FROM t WHERE n = 30", soci::into(rows); });
  EXPECT_EQ(rows, 1);
}

TEST_F(PgStatementCache, AConnectionLostWithStatementsQueuedFailsItsWriteAndIsReplaced) {
  int pid = 0;
  db->read([&](soci::session& s) { s << "SELECT pg_backend_pid()", soci::into(pid); });
  auto other = storage::Database::open(url, 1);
  EXPECT_ANY_THROW(db->write([&](soci::session& s) {
    s << "/* aurum pipelined */ INSERT INTO t (n, m) VALUES (:n, 1)", soci::use(40);  // queued
    other->read([&](soci::session& o) {
      int done = 0;
      o << "SELECT CAST(pg_terminate_backend(:p) AS INTEGER)", soci::use(pid), soci::into(done);
      for (long long alive = 1; alive > 0;)
        o << "SELECT count(*) FROM pg_stat_activity WHERE pid = :p", soci::use(pid),
            soci::into(alive);
    });
    long long n = 0;
    s << "SELECT count(*) FROM t", soci::into(n);  // the queue goes out on a closed connection
  }));
  // The next write gets a new connection, and the lost insert never landed.
  db->write([](soci::session& s) {
    s << "/* aurum pipelined */ INSERT INTO t (n, m) VALUES (:n, 1)", soci::use(41);
  });
  EXPECT_EQ(count(40), 0);
  EXPECT_EQ(count(41), 1);
}
