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
    db = storage::Database::open(
        aurum::testing::freshPostgresDatabase(std::getenv("AURUM_TEST_PG_URL"), "_stmtcache"), 1);
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
