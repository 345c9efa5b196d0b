// Several instances on one PostgreSQL database share one price feed (storage/tick_relay.hpp):
// one leads (polls, stores, announces), the others publish the leader's ticks, and a follower
// takes over when the leader goes away.
#include <cstdlib>
#include <thread>

#include "fake_price_source.hpp"
#include "harness.hpp"
#include "prices/simulated_source.hpp"
#include "storage/migrations.hpp"

using namespace aurum;
using namespace aurum::testing;
using namespace std::chrono_literals;

namespace {

/// One instance's market-data service on its own connections.
struct Instance {
  std::unique_ptr<storage::Database> db;
  std::unique_ptr<services::MarketService> market;
  int ticksSeen = 0;

  Instance(const std::string& url, util::Clock& clock, std::uint64_t seed)
      : Instance(url, clock,
                 std::make_unique<prices::SimulatedSource>(prices::SimulatedOptions{{}, seed})) {}

  Instance(const std::string& url, util::Clock& clock,
           std::unique_ptr<prices::PriceSource> source) {
    db = storage::Database::open(url, 2);
    services::MarketOptions o;
    o.tickMs = 0;
    o.historyDays = 2;
    o.staleMs = 60'000;
    market = std::make_unique<services::MarketService>(*db, clock, std::move(source), o);
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

/// After the leader went away: the follower tries to lead once per tick (`tickMs` on the clock), as
/// its tick thread would, for up to 10 s. True once it leads.
bool takeOver(Instance& follower, util::ManualClock& clock, std::int64_t tickMs) {
  auto deadline = std::chrono::steady_clock::now() + 10s;
  while (!follower.market->leading() && std::chrono::steady_clock::now() < deadline) {
    clock.advanceMs(tickMs);
    follower.market->tickOnce();
    if (!follower.market->leading()) std::this_thread::sleep_for(20ms);
  }
  return follower.market->leading();
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
    EXPECT_EQ(a.figures.metals[i].quote.timeMs, b.figures.metals[i].quote.timeMs) << i;
    EXPECT_EQ(a.figures.metals[i].quote.stale, b.figures.metals[i].quote.stale) << i;
  }
  EXPECT_EQ(a.realTimePrices.identity.body, b.realTimePrices.identity.body);
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
  ASSERT_TRUE(takeOver(b, *ts.clock, 1000));
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

TEST(FeedRelay, FollowersPublishTheLeadersStaleFlagsAndUpdateTimes) {
  if (!onPostgres()) GTEST_SKIP() << "PostgreSQL only";
  auto& ts = TestServer::get();
  auto url = freshPostgresDatabase(std::getenv("AURUM_TEST_PG_URL"), "_relay3");
  auto feed = std::make_shared<FakeFeed>();
  const auto t0 = ts.clock->nowMs();
  feed->answer(t0);
  auto a = std::make_unique<Instance>(url, *ts.clock, std::make_unique<FakeSource>(feed));
  Instance b(url, *ts.clock,
             std::make_unique<FakeSource>(std::make_shared<FakeFeed>()));  // its provider is silent
  ASSERT_TRUE(a->market->leading());

  ts.clock->advanceMs(1000);
  a->market->tickOnce();
  ASSERT_TRUE(b.market->followOnce(5s));
  expectSameFigures(*a->market->snapshot(), *b.market->snapshot());
  EXPECT_FALSE(b.market->snapshot()->figures.metals[0].quote.stale);
  EXPECT_EQ(b.market->snapshot()->figures.metals[0].quote.timeMs, t0);

  // Gold answers again; the others have been silent past the threshold.
  ts.clock->advanceMs(61'000);
  feed->answer(ts.clock->nowMs(), {domain::Metal::kGold});
  a->market->tickOnce();
  ASSERT_TRUE(b.market->followOnce(5s));
  expectSameFigures(*a->market->snapshot(), *b.market->snapshot());
  const auto followedSnap = b.market->snapshot();
  const auto& followed = followedSnap->figures;
  EXPECT_FALSE(followed.metals[0].quote.stale);
  EXPECT_EQ(followed.metals[0].quote.timeMs, ts.clock->nowMs());
  EXPECT_TRUE(followed.metals[1].quote.stale);
  EXPECT_EQ(followed.metals[1].quote.timeMs, t0);
  EXPECT_NE(b.market->snapshot()->tickMessage->find("\"stale\":true"), std::string::npos);

  // The follower takes over: the leader's last provider time for gold still counts, so gold stays
  // live (until the threshold) although this instance's own provider has not answered yet.
  a.reset();
  ASSERT_TRUE(takeOver(b, *ts.clock, 100));
  const auto ledSnap = b.market->snapshot();
  const auto& led = ledSnap->figures;
  EXPECT_EQ(led.metals[1].quote.midCents, followed.metals[1].quote.midCents)
      << "continues from the stored price";
  EXPECT_FALSE(led.metals[0].quote.stale);
  EXPECT_TRUE(led.metals[1].quote.stale);
  EXPECT_EQ(led.metals[1].quote.timeMs, t0);
}
