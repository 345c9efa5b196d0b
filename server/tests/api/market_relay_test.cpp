// Several instances on one PostgreSQL database share one price feed (storage/tick_relay.hpp):
// one leads (polls, stores, announces), the others publish the leader's ticks, and a follower
// takes over when the leader goes away.
#include <cstdlib>
#include <thread>

#include "harness.hpp"
#include "prices/simulated_source.hpp"
#include "storage/migrations.hpp"

using namespace aurum;
using namespace aurum::testing;
using namespace std::chrono_literals;

namespace {

bool onPostgres() {
  const char* backend = std::getenv("AURUM_TEST_BACKEND");
  return backend && std::string(backend) == "postgres";
}

/// One instance's market-data service on its own connections.
struct Instance {
  std::unique_ptr<storage::Database> db;
  std::unique_ptr<services::MarketService> market;
  int ticksSeen = 0;

  Instance(const std::string& url, util::Clock& clock, std::uint64_t seed) {
    db = storage::Database::open(url, 2);
    services::MarketOptions o;
    o.tickMs = 0;
    o.historyDays = 2;
    market = std::make_unique<services::MarketService>(
        *db, clock, std::make_unique<prices::SimulatedSource>(prices::SimulatedOptions{{}, seed}), o);
    market->shareFeed(storage::makeTickRelay(*db));
    market->onTick([this] { ++ticksSeen; });
    storage::migrate(*db);
    market->prepare();
  }
};

long long storedTicks(storage::Database& db) {
  return db.read([](soci::session& s) {
    long long n = 0;
    s << "SELECT COUNT(*) FROM price_ticks", soci::into(n);
    return n;
  });
}

void expectSameFigures(const services::MarketSnapshot& a, const services::MarketSnapshot& b) {
  EXPECT_EQ(a.figures.timeMs, b.figures.timeMs);
  EXPECT_EQ(a.figures.createdAtUs, b.figures.createdAtUs);
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(a.figures.metals[i].quote.midCents, b.figures.metals[i].quote.midCents) << i;
    EXPECT_EQ(a.figures.metals[i].quote.bidCents, b.figures.metals[i].quote.bidCents) << i;
    EXPECT_EQ(a.figures.metals[i].day.changeCents, b.figures.metals[i].day.changeCents) << i;
    EXPECT_EQ(a.figures.metals[i].day.changeBps, b.figures.metals[i].day.changeBps) << i;
    EXPECT_EQ(a.figures.metals[i].day.highCents, b.figures.metals[i].day.highCents) << i;
    EXPECT_EQ(a.figures.metals[i].day.lowCents, b.figures.metals[i].day.lowCents) << i;
  }
  EXPECT_EQ(a.realTimePricesJson, b.realTimePricesJson);
}

}  // namespace

TEST(FeedRelay, SqliteHasNoRelayAndAlwaysLeads) {
  if (onPostgres()) GTEST_SKIP() << "SQLite only";
  auto& ts = TestServer::get();
  auto db = storage::Database::open(ts.databaseUrl, 1);
  EXPECT_EQ(storage::makeTickRelay(*db), nullptr);
  EXPECT_TRUE(ts.app->market().leading());
}

TEST(FeedRelay, OneInstanceLeadsAndTheOthersPublishItsTicks) {
  if (!onPostgres()) GTEST_SKIP() << "PostgreSQL only: SQLite serves one instance per file";
  auto& ts = TestServer::get();
  auto url = freshPostgresDatabase(std::getenv("AURUM_TEST_PG_URL"), "_relay1");
  Instance a(url, *ts.clock, 1), b(url, *ts.clock, 2);
  ASSERT_TRUE(a.market->leading());
  ASSERT_FALSE(b.market->leading());

  for (int i = 0; i < 3; ++i) {
    ts.clock->advanceMs(1000);
    a.market->tickOnce();
    ASSERT_TRUE(b.market->followOnce(5s)) << "tick " << i << " did not reach the follower";
    expectSameFigures(*a.market->snapshot(), *b.market->snapshot());
  }
  EXPECT_EQ(a.ticksSeen, 3);
  EXPECT_EQ(b.ticksSeen, 3);  // the follower's WebSocket fan-out and repricing run too

  // A follower's tick neither polls nor stores while the leader is alive.
  auto before = storedTicks(*a.db);
  ts.clock->advanceMs(1000);
  b.market->tickOnce();
  EXPECT_FALSE(b.market->leading());
  EXPECT_EQ(storedTicks(*a.db), before);
  EXPECT_FALSE(b.market->followOnce(50ms));  // nothing new from the leader
}

TEST(FeedRelay, AFollowerTakesOverWhenTheLeaderStops) {
  if (!onPostgres()) GTEST_SKIP() << "PostgreSQL only";
  auto& ts = TestServer::get();
  auto url = freshPostgresDatabase(std::getenv("AURUM_TEST_PG_URL"), "_relay2");
  auto a = std::make_unique<Instance>(url, *ts.clock, 3);
  Instance b(url, *ts.clock, 4);
  ts.clock->advanceMs(1000);
  a->market->tickOnce();
  ASSERT_TRUE(b.market->followOnce(5s));
  const auto lastGold = a->market->snapshot()->figures.metals[0].quote.midCents;
  const auto before = storedTicks(*b.db);

  a.reset();  // the leader's connections close and the server releases its lock shortly after
  // The follower tries once per tick interval, as its tick thread would.
  auto deadline = std::chrono::steady_clock::now() + 10s;
  while (!b.market->leading() && std::chrono::steady_clock::now() < deadline) {
    ts.clock->advanceMs(1000);
    b.market->tickOnce();
    if (!b.market->leading()) std::this_thread::sleep_for(20ms);
  }
  ASSERT_TRUE(b.market->leading());
  EXPECT_EQ(storedTicks(*b.db), before + 4);  // one row per metal
  // The walk continues from the last stored price (one 1-second step away), not a fresh start.
  const auto gold = b.market->snapshot()->figures.metals[0].quote.midCents;
  EXPECT_LT(std::llabs(gold - lastGold), lastGold / 100);

  // And a new instance follows the new leader.
  Instance c(url, *ts.clock, 5);
  EXPECT_FALSE(c.market->leading());
  ts.clock->advanceMs(1000);
  b.market->tickOnce();
  ASSERT_TRUE(c.market->followOnce(5s));
  expectSameFigures(*b.market->snapshot(), *c.market->snapshot());
}
