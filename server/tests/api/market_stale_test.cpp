// A real provider that stops answering: its prices go stale after AURUM_PRICE_STALE_MS and are
// neither presented as live nor stored as market data; fresh again on the next good answer.
#include <unistd.h>

#include <filesystem>

#include "fake_price_source.hpp"
#include "harness.hpp"
#include "storage/migrations.hpp"

using namespace aurum;
using namespace aurum::testing;
using domain::Metal;

namespace {

constexpr std::int64_t kStaleMs = 60'000;

/// A market-data service of its own on the fake provider.
struct StaleFixture {
  util::ManualClock clock{util::SystemClock().nowMs()};
  std::shared_ptr<FakeFeed> feed = std::make_shared<FakeFeed>();
  std::unique_ptr<storage::Database> db;
  std::unique_ptr<services::MarketService> market;

  explicit StaleFixture(const std::string& suffix) {
    db = storage::Database::open(freshTestDatabase(suffix), 2);
    storage::migrate(*db);
    services::MarketOptions o;
    o.tickMs = 0;
    o.historyDays = 0;
    o.staleMs = kStaleMs;
    market = std::make_unique<services::MarketService>(*db, clock,
                                                       std::make_unique<FakeSource>(feed), o);
    market->prepare();
  }
  void tickAt(std::int64_t ms) {
    clock.setMs(ms);
    market->tickOnce();
  }
  boost::json::array realTime() const {
    return boost::json::parse(market->snapshot()->realTimePrices.identity.body).as_array();
  }
  boost::json::array wsTicks() const {
    return boost::json::parse(*market->snapshot()->tickMessage).at("ticks").as_array();
  }
  long long count(const char* sql) const {
    return db->read([&](soci::session& s) {
      long long n = 0;
      s << sql, soci::into(n);
      return n;
    });
  }
  long long storedTicks(Metal m) const {
    return db->read([&](soci::session& s) {
      long long n = 0;
      std::string sym = domain::metalSymbol(m);
      s << "SELECT COUNT(*) FROM price_ticks WHERE symbol = :s", soci::use(sym), soci::into(n);
      return n;
    });
  }
};

std::vector<bool> staleFlags(const boost::json::array& items) {
  std::vector<bool> out;
  for (const auto& v : items) out.push_back(v.at("stale").as_bool());
  return out;
}

}  // namespace

TEST(MarketStale, AProviderThatStopsAnsweringGoesStaleAfterTheThresholdAndRecovers) {
  StaleFixture f("_stale1");
  const auto t0 = f.clock.nowMs();
  f.feed->answer(t0);
  f.tickAt(t0 + 1'000);
  auto rt = f.realTime();
  EXPECT_EQ(staleFlags(rt), std::vector<bool>(4, false));
  EXPECT_EQ(rt[0].at("lastUpdate").as_string(), util::toIso8601(t0))
      << "the provider's time, not the tick's";
  EXPECT_EQ(rt[0].at("simulated").as_bool(), false);
  auto ws = f.wsTicks();
  EXPECT_EQ(ws[0].at("time").to_number<std::int64_t>(), t0);
  EXPECT_EQ(ws[0].at("stale").as_bool(), false);
  EXPECT_EQ(f.storedTicks(Metal::kGold), 1);

  // No answer since t0: live up to the threshold, stale after it.
  f.tickAt(t0 + kStaleMs);
  EXPECT_EQ(staleFlags(f.realTime()), std::vector<bool>(4, false));
  EXPECT_EQ(f.storedTicks(Metal::kGold), 2);
  const auto candles = f.count("SELECT COUNT(*) FROM price_candles");
  const auto goldClose = f.realTime()[0].at("price");
  f.tickAt(t0 + kStaleMs + 1);
  f.tickAt(t0 + kStaleMs + 61'000);  // a new minute: a frozen price would open new candles
  rt = f.realTime();
  EXPECT_EQ(staleFlags(rt), std::vector<bool>(4, true));
  EXPECT_EQ(rt[0].at("price"), goldClose);
  EXPECT_EQ(rt[0].at("lastUpdate").as_string(), util::toIso8601(t0));
  EXPECT_EQ(f.wsTicks()[0].at("stale").as_bool(), true);
  EXPECT_EQ(f.wsTicks()[0].at("time").to_number<std::int64_t>(), t0);
  EXPECT_EQ(f.storedTicks(Metal::kGold), 2) << "a frozen price is not stored as a tick";
  EXPECT_EQ(f.count("SELECT COUNT(*) FROM price_candles"), candles) << "nor as a candle";
  EXPECT_GE(rt[0].at("high24h").as_double(), rt[0].at("price").as_double())
      << "24 h figures still hold";

  // Gold answers again; the others stay stale.
  const auto t1 = t0 + kStaleMs + 62'000;
  f.feed->answer(t1, {Metal::kGold});
  f.tickAt(t1 + 500);
  rt = f.realTime();
  EXPECT_EQ(staleFlags(rt), (std::vector<bool>{false, true, true, true}));
  EXPECT_EQ(rt[0].at("lastUpdate").as_string(), util::toIso8601(t1));
  EXPECT_EQ(rt[1].at("lastUpdate").as_string(), util::toIso8601(t0));
  EXPECT_EQ(f.storedTicks(Metal::kGold), 3);
  EXPECT_EQ(f.storedTicks(Metal::kSilver), 2);
  auto lastGoldCandle = f.market->chart(Metal::kGold, domain::Timeframe::k1m)->identity.body;
  EXPECT_NE(lastGoldCandle.find(domain::formatCents(f.feed->prices[Metal::kGold])),
            std::string::npos)
      << "the 1m chart follows the fresh price again";
}

TEST(MarketStale, APriceThatNeverCameFromTheProviderIsStaleFromTheStart) {
  StaleFixture f("_stale2");
  EXPECT_EQ(staleFlags(f.realTime()), std::vector<bool>(4, true))
      << "start prices are not market data";
  f.tickAt(f.clock.nowMs() + 1'000);
  EXPECT_EQ(staleFlags(f.realTime()), std::vector<bool>(4, true));
  EXPECT_EQ(f.count("SELECT COUNT(*) FROM price_ticks"), 0);
  EXPECT_EQ(f.count("SELECT COUNT(*) FROM price_candles"), 0);
  f.feed->answer(f.clock.nowMs());
  f.tickAt(f.clock.nowMs() + 1'000);
  EXPECT_EQ(staleFlags(f.realTime()), std::vector<bool>(4, false));
  EXPECT_EQ(f.count("SELECT COUNT(*) FROM price_ticks"), 4);
}
