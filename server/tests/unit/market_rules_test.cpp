#include <gtest/gtest.h>

#include <array>
#include <map>
#include <random>

#include "domain/market.hpp"
#include "prices/http_json_source.hpp"
#include "prices/random_walk.hpp"
#include "prices/simulated_source.hpp"
#include "services/market_json.hpp"

using namespace aurum::domain;
using aurum::prices::WalkParams;
using aurum::prices::walkStep;

namespace {
constexpr std::int64_t kMin = 60'000, kHour = 60 * kMin, kDay = 24 * kHour;
// 2024-01-03 (a Wednesday) 10:37:42.123 UTC.
constexpr std::int64_t kWed = 1704278262123;
// Monday 2024-01-01 00:00:00 UTC.
constexpr std::int64_t kMonday = 1704067200000;

/// Each metal's walk back from `src`'s current prices, as time-ordered paths (oldest first).
std::map<Metal, std::vector<std::int64_t>> pathsOf(aurum::prices::SimulatedSource& src,
                                                   std::size_t steps) {
  std::array<std::vector<std::int64_t>, kAllMetals.size()> newestFirst;
  src.walkBack(steps, kMin, [&](Metal m, std::int64_t cents) {
    newestFirst[static_cast<int>(m)].push_back(cents);
  });
  std::map<Metal, std::vector<std::int64_t>> out;
  for (auto m : kAllMetals)
    out[m].assign(newestFirst[static_cast<int>(m)].rbegin(),
                  newestFirst[static_cast<int>(m)].rend());
  return out;
}

/// The reference: `tf` candles rolled up forward over a minute-spaced path whose minute i starts at
/// `first` + i minutes and opens at the minute before's price, from the bucket at `fromMs`.
std::vector<Candle> forwardRollUp(const std::vector<std::int64_t>& path, std::int64_t first,
                                  Timeframe tf, std::int64_t fromMs) {
  std::vector<Candle> out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const auto t = first + static_cast<std::int64_t>(i) * kMin;
    if (t < fromMs) continue;
    if (out.empty() || bucketStart(tf, t) != out.back().startMs)
      out.push_back(openCandle(bucketStart(tf, t), i == 0 ? path[0] : path[i - 1]));
    applyPrice(out.back(), path[i]);
  }
  return out;
}
}  // namespace

TEST(ReverseRollUp, EqualsTheForwardRollUpOfTheSamePath) {
  std::mt19937_64 rng(11);
  std::uniform_int_distribution<std::int64_t> move(-40, 40);
  std::vector<std::int64_t> path{200'000};
  for (int i = 1; i < 3 * 1440; ++i) path.push_back(path.back() + move(rng));
  const std::int64_t first =
      kWed - 42'123 - 2 * kDay;  // a minute start, mid-bucket for most frames
  const std::int64_t last = first + static_cast<std::int64_t>(path.size() - 1) * kMin;
  for (auto tf : kAllTimeframes)
    for (std::int64_t from :
         {bucketStart(tf, first - kDay), bucketStart(tf, first),
          bucketStart(tf, first + 7 * kHour + 3 * kMin), bucketStart(tf, last)}) {
      ReverseRollUp r(tf, from);
      for (std::size_t i = path.size(); i-- > 0;)
        r.add(first + static_cast<std::int64_t>(i) * kMin, path[i]);
      auto expected = forwardRollUp(path, first, tf, from);
      ASSERT_FALSE(expected.empty());
      EXPECT_EQ(r.finish(), expected) << timeframeName(tf) << " from " << from;
    }
}

TEST(ReverseRollUp, ACandleOpensAtThePriceBeforeItsFirstStep) {
  // Three minutes 10:00, 10:01, 10:02 of 1-minute candles from 10:01: the 10:01 candle opens at
  // 10:00's price and counts it in its low; the first candle of a path opens at its own price.
  const std::int64_t ten = kMonday + 10 * kHour;
  ReverseRollUp r(Timeframe::k1m, ten + kMin);
  r.add(ten + 2 * kMin, 130);
  r.add(ten + kMin, 120);
  r.add(ten, 90);
  EXPECT_EQ(r.finish(), (std::vector<Candle>{{ten + kMin, 90, 120, 90, 120},
                                             {ten + 2 * kMin, 120, 130, 120, 130}}));
  ReverseRollUp whole(Timeframe::k1h, ten);
  whole.add(ten + kMin, 105);
  whole.add(ten, 100);
  EXPECT_EQ(whole.finish(), (std::vector<Candle>{{ten, 100, 105, 100, 105}}));
}

TEST(CandleBuckets, EachTimeframeStartsOnItsUtcBoundary) {
  EXPECT_EQ(bucketStart(Timeframe::k1m, kWed), kWed - 42'123);
  EXPECT_EQ(bucketStart(Timeframe::k5m, kWed), kWed - 2 * kMin - 42'123);               // 10:35
  EXPECT_EQ(bucketStart(Timeframe::k15m, kWed), kWed - 7 * kMin - 42'123);              // 10:30
  EXPECT_EQ(bucketStart(Timeframe::k1h, kWed), kWed - 37 * kMin - 42'123);              // 10:00
  EXPECT_EQ(bucketStart(Timeframe::k4h, kWed), kWed - 2 * kHour - 37 * kMin - 42'123);  // 08:00
  EXPECT_EQ(bucketStart(Timeframe::k1d, kWed), kMonday + 2 * kDay);
  EXPECT_EQ(bucketStart(Timeframe::k1w, kWed), kMonday);
}

TEST(CandleBuckets, BoundaryMomentOpensTheNextCandle) {
  for (auto tf : kAllTimeframes) {
    auto start = bucketStart(tf, kWed);
    auto next = start + timeframeMs(tf);
    EXPECT_EQ(bucketStart(tf, next), next) << timeframeName(tf);
    EXPECT_EQ(bucketStart(tf, next - 1), start) << timeframeName(tf);
    EXPECT_EQ(bucketStart(tf, start), start) << timeframeName(tf);
  }
}

TEST(CandleBuckets, WeeksStartOnMondayEvenBeforeTheFirstEpochMonday) {
  EXPECT_EQ(bucketStart(Timeframe::k1w, kMonday + 7 * kDay - 1), kMonday);
  EXPECT_EQ(bucketStart(Timeframe::k1w, kMonday + 7 * kDay), kMonday + 7 * kDay);
  EXPECT_EQ(bucketStart(Timeframe::k1w, 0), -3 * kDay);  // Thursday 1970-01-01 -> Monday 1969-12-29
}

TEST(CandleAggregation, FoldsOpenHighLowCloseWithinABucket) {
  auto start = bucketStart(Timeframe::k5m, kWed);
  std::vector<PricePoint> pts{
      {start, 100}, {start + 1000, 130}, {start + 2000, 90}, {start + 5 * kMin - 1, 110}};
  auto candles = aggregate(pts, Timeframe::k5m);
  ASSERT_EQ(candles.size(), 1u);
  EXPECT_EQ(candles[0], (Candle{start, 100, 130, 90, 110}));
}

TEST(CandleAggregation, TickOnTheBoundaryBelongsToTheNewCandle) {
  for (auto tf : kAllTimeframes) {
    auto start = bucketStart(tf, kWed);
    auto next = start + timeframeMs(tf);
    auto candles = aggregate({{next - 1, 100}, {next, 200}}, tf);
    ASSERT_EQ(candles.size(), 2u) << timeframeName(tf);
    EXPECT_EQ(candles[0], (Candle{start, 100, 100, 100, 100})) << timeframeName(tf);
    EXPECT_EQ(candles[1], (Candle{next, 200, 200, 200, 200})) << timeframeName(tf);
  }
}

TEST(CandleAggregation, GapsWithoutTicksLeaveNoCandles) {
  auto start = bucketStart(Timeframe::k1m, kWed);
  auto candles = aggregate({{start, 100}, {start + 10 * kMin + 5, 120}}, Timeframe::k1m);
  ASSERT_EQ(candles.size(), 2u);
  EXPECT_EQ(candles[0].startMs, start);
  EXPECT_EQ(candles[1].startMs, start + 10 * kMin);
  EXPECT_EQ(candles[1].open, 120);  // a candle after a gap opens at its own first price
  EXPECT_TRUE(aggregate({}, Timeframe::k1h).empty());
}

TEST(RandomWalk, StaysWithinBoundsOverManySteps) {
  std::mt19937_64 rng(42);
  std::normal_distribution<double> normal;
  for (int metal = 0; metal < 4; ++metal) {
    WalkParams p{204'700, aurum::prices::defaultVolatility(metal)};
    std::int64_t price = p.anchorCents;
    std::int64_t lo = price, hi = price;
    for (int i = 0; i < 200'000; ++i) {
      price = walkStep(price, 3600'000, p, normal(rng));  // hourly steps: ~23 years of walk
      lo = std::min(lo, price), hi = std::max(hi, price);
    }
    EXPECT_GE(lo, p.anchorCents / 2);
    EXPECT_LE(hi, p.anchorCents * 2);
    EXPECT_LT(lo, p.anchorCents) << "the walk moves down";
    EXPECT_GT(hi, p.anchorCents) << "the walk moves up";
  }
}

TEST(RandomWalk, ExtremeDrawsAreClampedToTheBounds) {
  WalkParams p{2'415, 0.25};
  EXPECT_EQ(walkStep(2'415, 1000, p, 1e9), 4'830);
  EXPECT_EQ(walkStep(2'415, 1000, p, -1e9), 1'208);  // ceil(1207.5)
}

TEST(RandomWalk, OneSecondMovesAreSmall) {
  std::mt19937_64 rng(7);
  std::normal_distribution<double> normal;
  WalkParams p{204'700, 0.15};
  std::int64_t price = 204'700;
  for (int i = 0; i < 1000; ++i) {
    auto next = walkStep(price, 1000, p, normal(rng));
    EXPECT_LE(std::abs(next - price), 50) << "a 1 s move of gold stays within 50 cents";
    price = next;
  }
}

TEST(RandomWalk, LogWalkIsWalkStepWithoutRoundingBetweenSteps) {
  std::mt19937_64 rng(11);
  std::normal_distribution<double> normal;
  // Gold: a cent of rounding per step is noise; 1,000 minutes later the two walks on the same
  // draws are within 0.05 % of each other, and the first step is the same.
  WalkParams gold{204'700, 0.15};
  aurum::prices::LogWalk walk(204'700, 60'000, gold);
  std::int64_t stepped = 204'700;
  for (int i = 0; i < 1000; ++i) {
    const double z = normal(rng);
    auto fromLog = walk.next(z);
    stepped = walkStep(stepped, 60'000, gold, z);
    if (i == 0) {
      EXPECT_EQ(fromLog, stepped);
    }
  }
  EXPECT_LE(std::abs(walk.next(0) - walkStep(stepped, 60'000, gold, 0)), 204'700 / 2000);
  // Silver within its bounds, also when large draws push it against them.
  WalkParams silver{2'415, 0.25, 0.9, 1.1};
  aurum::prices::LogWalk bounded(2'415, 60'000, silver);
  std::int64_t previous = 2'415;
  for (int i = 0; i < 100'000; ++i) {
    const double z = i % 5000 == 0 ? (i % 10000 == 0 ? 40.0 : -40.0) : normal(rng);
    auto price = bounded.next(z);
    ASSERT_GE(price, 2'174);  // ceil(2415 * 0.9)
    ASSERT_LE(price, 2'656);  // floor(2415 * 1.1)
    if (std::abs(z) < 10) {
      ASSERT_LE(std::abs(price - previous), 10) << "a 1 min move of silver";
    }
    previous = price;
  }
}

TEST(SimulatedSource, HistoryIsTheSameForTheSameSeed) {
  aurum::prices::SimulatedSource a({{}, 5}), b({{}, 5}), c({{}, 6});
  auto ha = pathsOf(a, 2000), hb = pathsOf(b, 2000), hc = pathsOf(c, 2000);
  EXPECT_EQ(ha, hb);
  EXPECT_NE(ha.at(Metal::kGold), hc.at(Metal::kGold));
  EXPECT_NE(ha.at(Metal::kGold), ha.at(Metal::kPlatinum)) << "each metal walks on its own draws";
}

TEST(SimulatedSource, HistoryCarriesEachMetalsWalkInLogSpace) {
  // One LogWalk per metal over the whole path (no logarithm of the rounded price per step), on
  // the metal's own generator seeded from the source's in metal order.
  aurum::prices::SimulatedSource src({{}, 5});
  const auto start = src.initial();
  auto h = pathsOf(src, 3000);
  std::mt19937_64 seeds(5);
  for (const auto& [metal, path] : h) {
    std::mt19937_64 rng(seeds());
    aurum::prices::StandardNormal normal(0.0, 1.0);
    aurum::prices::LogWalk walk(start.at(metal), 60'000, src.params(metal));
    std::vector<std::int64_t> expected(path.size());
    std::int64_t p = start.at(metal);
    for (std::size_t i = expected.size(); i-- > 0;) {
      expected[i] = p;
      p = walk.next(normal(rng));
    }
    EXPECT_EQ(path, expected) << aurum::domain::metalSymbol(metal);
  }
}

TEST(SimulatedSource, HistoryEndsAtTheCurrentPrice) {
  aurum::prices::SimulatedSource src({{}, 1});
  auto h = pathsOf(src, 1000);
  ASSERT_EQ(h.at(Metal::kGold).size(), 1000u);
  EXPECT_EQ(h.at(Metal::kGold).back(), 204'700);
  EXPECT_EQ(h.at(Metal::kSilver).back(), 2'415);
  EXPECT_EQ(src.initial().at(Metal::kPlatinum), 102'300);
  EXPECT_EQ(src.initial().at(Metal::kPalladium), 108'700);
}

TEST(DayStats, ChangeAndPercentAgainstTheReference) {
  auto s = computeDayStats(204'700, 203'460, 205'000, 203'000);
  EXPECT_EQ(s.changeCents, 1'240);
  EXPECT_EQ(s.changeBps, 61);  // 0.6094 % rounds to 0.61
  EXPECT_EQ(s.highCents, 205'000);
  EXPECT_EQ(s.lowCents, 203'000);
  auto down = computeDayStats(2'400, 2'415, 2'420, 2'410);
  EXPECT_EQ(down.changeCents, -15);
  EXPECT_EQ(down.changeBps, -62);  // -0.6211 %
}

TEST(DayStats, CurrentPriceCountsTowardHighAndLow) {
  auto s = computeDayStats(210'000, 204'700, 205'000, 204'000);
  EXPECT_EQ(s.highCents, 210'000);
  auto t = computeDayStats(200'000, 204'700, 205'000, 204'000);
  EXPECT_EQ(t.lowCents, 200'000);
}

TEST(DayStats, WithoutStoredDataTheChangeIsZero) {
  auto s = computeDayStats(204'700, std::nullopt, std::nullopt, std::nullopt);
  EXPECT_EQ(s.changeCents, 0);
  EXPECT_EQ(s.changeBps, 0);
  EXPECT_EQ(s.highCents, 204'700);
  EXPECT_EQ(s.lowCents, 204'700);
}

TEST(MoneyFormat, CentsAsDecimalStrings) {
  EXPECT_EQ(formatCents(204'700), "2047.00");
  EXPECT_EQ(formatCents(5), "0.05");
  EXPECT_EQ(formatCents(-5), "-0.05");
  EXPECT_EQ(formatSignedCents(1'240), "+12.40");
  EXPECT_EQ(formatSignedCents(0), "+0.00");
  EXPECT_EQ(formatSignedCents(-305), "-3.05");
  EXPECT_EQ(formatBpsAsPercent(61), "0.61");
  EXPECT_EQ(formatBpsAsPercent(-125), "-1.25");
}

TEST(MoneyFormat, ParsesDecimalsWithOneRoundingStep) {
  EXPECT_EQ(parseDecimalCents("2047"), 204'700);
  EXPECT_EQ(parseDecimalCents("2047.5"), 204'750);
  EXPECT_EQ(parseDecimalCents("24.15"), 2'415);
  EXPECT_EQ(parseDecimalCents("24.155"), 2'416);
  EXPECT_EQ(parseDecimalCents("24.1549"), 2'415);
  EXPECT_FALSE(parseDecimalCents("abc"));
  EXPECT_FALSE(parseDecimalCents(""));
}

TEST(Spread, HalfEachSideRoundedToTheCent) {
  auto ba = applySpread(204'700, 10);  // 0.10 %: 2.047 -> half 1.0235 -> 102 cents
  EXPECT_EQ(ba.bid, 204'598);
  EXPECT_EQ(ba.ask, 204'802);
  auto small = applySpread(2'415, 1);
  EXPECT_EQ(small.bid, 2'414);
  EXPECT_EQ(small.ask, 2'416);
  auto none = applySpread(2'415, 0);
  EXPECT_EQ(none.bid, 2'415);
  EXPECT_EQ(none.ask, 2'415);
}

TEST(HttpFeed, MapsFieldsAndRoundsNumbersOnce) {
  std::string doc = R"({"data":[{"gold":2047.126,"silver":"24.15"}],"XPTUSD":1023})";
  EXPECT_EQ(aurum::prices::priceAtPath(doc, "data.0.gold"), 204'713);
  EXPECT_EQ(aurum::prices::priceAtPath(doc, "data.0.silver"), 2'415);
  EXPECT_EQ(aurum::prices::priceAtPath(doc, "XPTUSD"), 102'300);
  EXPECT_FALSE(aurum::prices::priceAtPath(doc, "data.1.gold"));
  EXPECT_FALSE(aurum::prices::priceAtPath(doc, "missing"));
  auto fields = aurum::prices::parseFieldMapping("XAUUSD=data.0.gold,XAGUSD=data.0.silver");
  EXPECT_EQ(fields.at(Metal::kGold), "data.0.gold");
  EXPECT_THROW(aurum::prices::parseFieldMapping("GOLD=x"), std::invalid_argument);
}

TEST(MarketJson, SpecShapes) {
  aurum::services::MarketFigures f;
  f.exchange = "Aurum Simulated";
  f.metals[0].quote = {Metal::kGold, 204'700, 204'598, 204'802, 1'700'000'000'000};
  f.metals[0].day = {1'240, 61, 205'000, 203'000};
  auto mp = aurum::services::marketPricesJson(f);
  EXPECT_NE(
      mp.find(
          R"({"id":1,"metalType":"gold","price":"2047.00","change":"+12.40","changePercent":0.61})"),
      std::string::npos)
      << mp;
  auto rt = aurum::services::realTimePricesJson(f);
  EXPECT_NE(
      rt.find(R"("name":"Gold","symbol":"XAUUSD","exchange":"Aurum Simulated","price":2047.00,)"
              R"("change":12.40,"changePercent":0.61,"high24h":2050.00,"low24h":2030.00)"),
      std::string::npos)
      << rt;
  EXPECT_NE(rt.find(R"("lastUpdate":"2023-11-14T22:13:20.000Z","simulated":true)"),
            std::string::npos)
      << rt;
  auto chart = aurum::services::chartJson({{1'700'000'040'000, 100, 150, 50, 125}});
  EXPECT_EQ(chart, R"([{"time":1700000040,"open":1.00,"high":1.50,"low":0.50,"close":1.25}])");
}
