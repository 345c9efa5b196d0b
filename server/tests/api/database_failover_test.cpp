// PostgreSQL connections that the server ended (a restart, a failover, pg_terminate_backend) are
// replaced before use, and a database that takes no connection is 503 with Retry-After, never a
// 500 or a hang. PostgreSQL only: SQLite has no server to lose.
#include <soci/postgresql/soci-postgresql.h>
#include <soci/soci.h>

#include <chrono>
#include <thread>

#include "domain/error.hpp"
#include "harness.hpp"
#include "own_app.hpp"
#include "services/address_rate_limiter.hpp"
#include "storage/database.hpp"
#include "storage/migrations.hpp"

using namespace aurum;

namespace {

struct PostgresOnly : ::testing::Test {
  void SetUp() override {
    if (!aurum::testing::onPostgres()) GTEST_SKIP() << "PostgreSQL only";
    adminUrl = std::getenv("AURUM_TEST_PG_URL");
    url = aurum::testing::freshPostgresDatabase(adminUrl, "_failover");
    name = databaseName(url);
  }
  void TearDown() override {
    if (adminUrl.empty()) return;
    allowConnections(name, true);
  }
  soci::session admin() {
    return soci::session(soci::postgresql, storage::postgresConnectionString(adminUrl));
  }
  /// Ends every connection to `db` (the test database by default), as a restarted or failed-over
  /// server would.
  void terminateConnections(std::string db = {}) {
    if (db.empty()) db = name;
    auto s = admin();
    s << "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = '" + db +
             "'";
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  void allowConnections(const std::string& db, bool allow) {
    admin() << "ALTER DATABASE " + db + " ALLOW_CONNECTIONS " + (allow ? "true" : "false");
  }
  static std::string databaseName(const std::string& dbUrl) {
    auto n = dbUrl.substr(dbUrl.rfind('/') + 1);
    return n.substr(0, n.find('?'));
  }
  int selectOne(storage::Database& db) {
    int one = 0;
    db.read([&](soci::session& s) { s << "SELECT 1", soci::into(one); });
    return one;
  }
  std::string adminUrl, url, name;
};

}  // namespace

TEST_F(PostgresOnly, ReplacesConnectionsTheServerEnded) {
  auto db = storage::Database::open(url, 3);
  db->write([](soci::session& s) { s << "CREATE TABLE t (n INTEGER)"; });
  terminateConnections();
  // Every pooled connection is dead; each is replaced on its next lease.
  for (int i = 0; i < 6; ++i) EXPECT_EQ(selectOne(*db), 1);
  db->write([](soci::session& s) { s << "INSERT INTO t VALUES (1)"; });
  int n = 0;
  db->read([&](soci::session& s) { s << "SELECT count(*) FROM t", soci::into(n); });
  EXPECT_EQ(n, 1);
}

TEST_F(PostgresOnly, NoConnectionIsUnavailableWithRetryAfterUntilItComesBack) {
  auto db = storage::Database::open(url, 2);
  ASSERT_EQ(selectOne(*db), 1);
  allowConnections(name, false);
  terminateConnections();
  for (int i = 0; i < 3; ++i) {
    try {
      selectOne(*db);
      ADD_FAILURE() << "a read without a database succeeded";
    } catch (const domain::AppError& e) {
      EXPECT_EQ(e.code(), domain::ErrorCode::kUnavailable);
      EXPECT_GT(e.retryAfterSeconds(), 0);
    }
  }
  EXPECT_THROW(db->write([](soci::session& s) { s << "SELECT 1"; }), domain::AppError);
  EXPECT_FALSE(db->ping());
  allowConnections(name, true);
  EXPECT_EQ(selectOne(*db), 1);
  EXPECT_TRUE(db->ping());
}

TEST_F(PostgresOnly, TriesEachListedHostUntilOneTakesWrites) {
  // The first host refuses connections; libpq goes on to the second (the cluster's URL lists
  // every node, and target_session_attrs=read-write settles on the primary).
  auto at = url.find('@') + 1;
  auto multi = url.substr(0, at) + "127.0.0.1:1," + url.substr(at);
  multi += (multi.find('?') == std::string::npos ? "?" : "&");
  multi += "target_session_attrs=read-write&connect_timeout=2";
  auto db = storage::Database::open(multi, 1);
  EXPECT_EQ(selectOne(*db), 1);
}

TEST_F(PostgresOnly, HeavyReadsGoToTheReplicaAndFallBackWhenItIsGone) {
  auto db = storage::Database::open(url, 2);
  db->write([](soci::session& s) { s << "CREATE TABLE t (n INTEGER)"; });
  auto replicaUrl = aurum::testing::freshPostgresDatabase(adminUrl, "_replica");
  auto replica = storage::Database::open(replicaUrl, 1);
  replica->write([](soci::session& s) { s << "CREATE TABLE r (n INTEGER)"; });
  db->attachReadReplica(std::move(replica));
  // The replica answers: its own table is there (a real standby would mirror the primary).
  EXPECT_NO_THROW(db->readHeavy([](soci::session& s) { s << "SELECT count(*) FROM r"; }));
  auto replicaName = databaseName(replicaUrl);
  allowConnections(replicaName, false);
  terminateConnections(replicaName);
  // Gone: the primary answers instead.
  EXPECT_NO_THROW(db->readHeavy([](soci::session& s) { s << "SELECT count(*) FROM t"; }));
  allowConnections(replicaName, true);
}

TEST_F(PostgresOnly, RateLimitsAreSharedByEveryInstance) {
  auto db = storage::Database::open(url, 4);
  storage::migrate(*db);
  util::ManualClock clock(1'000'000);
  // Two instances' limiters, one bucket: 5 at once, then 1 a minute, counted together.
  services::AddressRateLimiter a(clock, 5, 1, domain::Message("Too many"), db.get(), "test");
  services::AddressRateLimiter b(clock, 5, 1, domain::Message("Too many"), db.get(), "test");
  std::atomic<int> taken{0}, refused{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 3; ++i) {
        try {
          (t % 2 ? a : b).check("203.0.113.7");
          ++taken;
        } catch (const domain::AppError& e) {
          EXPECT_EQ(e.code(), domain::ErrorCode::kRateLimited);
          EXPECT_GE(e.retryAfterSeconds(), 1);
          ++refused;
        }
      }
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(taken.load(), 5);
  EXPECT_EQ(refused.load(), 7);
  // Another address has its own bucket; a scope of its own does not share this one.
  EXPECT_NO_THROW(a.check("198.51.100.1"));
  services::AddressRateLimiter other(clock, 5, 1, domain::Message("Too many"), db.get(), "other");
  EXPECT_NO_THROW(other.check("203.0.113.7"));
  // A minute later one more token is there, on either instance.
  clock.advanceMs(60'000);
  EXPECT_NO_THROW(b.check("203.0.113.7"));
  EXPECT_THROW(a.check("203.0.113.7"), domain::AppError);
}

// Through HTTP, while the database takes no connection (a failover's gap): the catalogue keeps
// its last product list, /readyz and whatever needs the database say 503 with Retry-After, never
// 500; once the database is back everything answers again.
TEST_F(PostgresOnly, DuringTheGapRequestsAre503NeverA500AndTheCatalogueStays) {
  auto own = aurum::testing::startOwnApp("gap", [](app::Config&) {});
  auto ownUrl = own.app->config().databaseUrl;
  auto ownName = databaseName(ownUrl);
  aurum::testing::Client c(own.port);
  auto before = c.get("/api/products");
  ASSERT_EQ(before.status, 200u);
  auto products = before.json().as_array().size();
  ASSERT_GT(products, 0u);

  allowConnections(ownName, false);
  terminateConnections(ownName);
  std::this_thread::sleep_for(std::chrono::milliseconds(1200));  // past the snapshot's second
  auto during = c.get("/api/products");
  EXPECT_EQ(during.status, 200u) << during.body;
  if (during.status == 200u) {
    EXPECT_EQ(during.json().as_array().size(), products);
  }
  auto ready = c.get("/readyz");
  EXPECT_EQ(ready.status, 503u);
  const boost::json::object registration{{"role", "client"},
                                         {"firstName", "Gap"},
                                         {"lastName", "User"},
                                         {"email", "gap@example.com"},
                                         {"password", "a long enough password"}};
  auto signUp = c.postJson("/api/auth/register", registration);
  EXPECT_EQ(signUp.status, 503u) << signUp.body;
  EXPECT_EQ(signUp.json().at("code").as_string(), "unavailable");
  EXPECT_FALSE(signUp.header("Retry-After").empty());

  allowConnections(ownName, true);
  EXPECT_EQ(c.get("/readyz").status, 200u);
  auto again = c.postJson("/api/auth/register", registration);
  EXPECT_EQ(again.status, 201u) << again.body;
  own.app->stop();
}
