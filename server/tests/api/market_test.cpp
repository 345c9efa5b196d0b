#include <regex>

#include "harness.hpp"

using namespace aurum::testing;
namespace json = boost::json;

namespace {

double num(const json::value& v) {
  return v.is_double() ? v.as_double() : static_cast<double>(v.to_number<std::int64_t>());
}

const char* kSymbols[] = {"XAUUSD", "XAGUSD", "XPTUSD", "XPDUSD"};

}  // namespace

TEST(MarketPrices, ListsTheFourMetalsInTheSpecShape) {
  tick();
  auto r = TestServer::get().client().get("/api/market-prices");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto arr = r.json().as_array();
  ASSERT_EQ(arr.size(), 4u);
  const std::regex price(R"(^\d+\.\d{2}$)"), change(R"(^[+-]\d+\.\d{2}$)");
  std::vector<std::string> metals;
  for (const auto& v : arr) {
    const auto& o = v.as_object();
    EXPECT_TRUE(o.at("id").is_int64());
    metals.emplace_back(o.at("metalType").as_string());
    EXPECT_TRUE(std::regex_match(std::string(o.at("price").as_string()), price)) << o;
    EXPECT_TRUE(std::regex_match(std::string(o.at("change").as_string()), change)) << o;
    EXPECT_TRUE(o.at("changePercent").is_number()) << o;
  }
  EXPECT_EQ(metals, (std::vector<std::string>{"gold", "silver", "platinum", "palladium"}));
}

TEST(RealTimePrices, CarryTheSpecFieldsAndTheSimulatedLabel) {
  tick();
  auto r = TestServer::get().client().get("/api/real-time-prices");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto arr = r.json().as_array();
  ASSERT_EQ(arr.size(), 4u);
  const std::regex iso(R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$)");
  for (std::size_t i = 0; i < 4; ++i) {
    const auto& o = arr[i].as_object();
    EXPECT_EQ(o.at("symbol").as_string(), kSymbols[i]);
    EXPECT_FALSE(o.at("name").as_string().empty());
    EXPECT_EQ(o.at("exchange").as_string(), "Aurum Simulated");
    EXPECT_EQ(o.at("simulated").as_bool(), true);
    double price = num(o.at("price")), high = num(o.at("high24h")), low = num(o.at("low24h"));
    EXPECT_GT(price, 0);
    EXPECT_GE(high, price);
    EXPECT_LE(low, price);
    EXPECT_TRUE(o.at("change").is_number());
    EXPECT_TRUE(o.at("changePercent").is_number());
    EXPECT_TRUE(std::regex_match(std::string(o.at("lastUpdate").as_string()), iso)) << o;
    EXPECT_LE(num(o.at("bid")), price);
    EXPECT_GE(num(o.at("ask")), price);
  }
  EXPECT_EQ(arr[0].at("name").as_string(), "Gold");
}

TEST(RealTimePrices, SimulatedPricesAreNeverStaleAndDatedByTheTick) {
  tick();
  auto& ts = TestServer::get();
  auto arr = ts.client().get("/api/real-time-prices").json().as_array();
  for (const auto& v : arr) {
    EXPECT_EQ(v.at("stale").as_bool(), false) << v;
    EXPECT_EQ(v.at("lastUpdate").as_string(), aurum::util::toIso8601(ts.clock->nowMs())) << v;
  }
  auto message = boost::json::parse(*ts.app->market().snapshot()->tickMessage);
  for (const auto& t : message.at("ticks").as_array()) {
    EXPECT_EQ(t.at("stale").as_bool(), false) << t;
    EXPECT_EQ(t.at("time").to_number<std::int64_t>(), ts.clock->nowMs()) << t;
  }
}

TEST(MarketPrices, CarryNoStaleFlag) {
  tick();
  auto body = TestServer::get().client().get("/api/market-prices").json();
  for (const auto& v : body.as_array())
    EXPECT_EQ(v.as_object().size(), 5u) << v;  // id, metalType, price, change, changePercent
}

TEST(RealTimePrices, AgreeWithMarketPricesOnPriceAndChange) {
  tick();
  auto c = TestServer::get().client();
  auto rt = c.get("/api/real-time-prices").json().as_array();
  auto mp = c.get("/api/market-prices").json().as_array();
  for (std::size_t i = 0; i < 4; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", num(rt[i].at("price")));
    EXPECT_EQ(mp[i].at("price").as_string(), buf);
    double change = num(rt[i].at("change"));
    std::snprintf(buf, sizeof buf, "%+.2f", change);
    EXPECT_EQ(mp[i].at("change").as_string(), buf);
    EXPECT_DOUBLE_EQ(num(mp[i].at("changePercent")), num(rt[i].at("changePercent")));
  }
}

TEST(RealTimePrices, TickMovesLastUpdateAndTheEtag) {
  tick();
  auto c = TestServer::get().client();
  auto before = c.get("/api/real-time-prices");
  tick();
  auto after = c.get("/api/real-time-prices");
  EXPECT_NE(before.header("ETag"), after.header("ETag"));
  EXPECT_NE(before.json().at(0).at("lastUpdate"), after.json().at(0).at("lastUpdate"));
}

TEST(HotGets, MatchingIfNoneMatchGives304) {
  tick();
  auto c = TestServer::get().client();
  for (const char* path :
       {"/api/real-time-prices", "/api/market-prices", "/api/chart-data/XAUUSD/1h"}) {
    auto first = c.get(path);
    ASSERT_EQ(first.status, 200u);
    auto etag = first.header("ETag");
    ASSERT_FALSE(etag.empty()) << path;
    auto again = c.request(boost::beast::http::verb::get, path, "", {{"If-None-Match", etag}});
    EXPECT_EQ(again.status, 304u) << path;
    EXPECT_TRUE(again.body.empty()) << path;
    EXPECT_EQ(again.header("ETag"), etag) << path;
    auto weak =
        c.request(boost::beast::http::verb::get, path, "", {{"If-None-Match", "\"x\", W/" + etag}});
    EXPECT_EQ(weak.status, 304u) << path;
    auto stale =
        c.request(boost::beast::http::verb::get, path, "", {{"If-None-Match", "\"stale\""}});
    EXPECT_EQ(stale.status, 200u) << path;
    EXPECT_EQ(stale.body, first.body) << path;
  }
}

TEST(ChartData, EverySymbolAndTimeframeHasAFullChartInBothForms) {
  tick();
  auto c = TestServer::get().client();
  // A year of history was generated on the empty database; other tests move the clock by hours at
  // most, so every chart is (nearly) full.
  const std::map<std::string, std::size_t> minimum = {{"1m", 500},  {"5m", 1200}, {"15m", 1200},
                                                      {"1h", 1200}, {"4h", 1200}, {"1d", 360},
                                                      {"1w", 52}};
  for (const char* symbol : kSymbols) {
    for (const auto& [tf, min] : minimum) {
      auto byPath = c.get(std::string("/api/chart-data/") + symbol + "/" + tf);
      ASSERT_EQ(byPath.status, 200u) << symbol << " " << tf << byPath.body;
      auto byQuery = c.get(std::string("/api/chart-data?symbol=") + symbol + "&timeframe=" + tf);
      ASSERT_EQ(byQuery.status, 200u);
      EXPECT_EQ(byPath.body, byQuery.body);
      auto arr = byPath.json().as_array();
      EXPECT_GE(arr.size(), min) << symbol << " " << tf;
      std::int64_t prev = 0;
      for (const auto& v : arr) {
        auto t = v.at("time").to_number<std::int64_t>();
        EXPECT_GT(t, prev);
        prev = t;
        double o = num(v.at("open")), h = num(v.at("high")), l = num(v.at("low")),
               cl = num(v.at("close"));
        EXPECT_GE(h, std::max(o, cl));
        EXPECT_LE(l, std::min(o, cl));
        EXPECT_GT(l, 0);
      }
    }
  }
}

TEST(ChartData, LastCandleFollowsTheTicks) {
  auto c = TestServer::get().client();
  for (int i = 0; i < 3; ++i) {
    tick();
    auto price = num(c.get("/api/real-time-prices").json().at(1).at("price"));
    for (const char* tf : {"1m", "1h", "1w"}) {
      auto arr = c.get(std::string("/api/chart-data/XAGUSD/") + tf).json().as_array();
      ASSERT_FALSE(arr.empty());
      EXPECT_DOUBLE_EQ(num(arr.back().at("close")), price) << tf;
      EXPECT_GE(num(arr.back().at("high")), price) << tf;
    }
  }
}

TEST(ChartData, UnknownSymbolOrTimeframeIs400NamingTheField) {
  auto c = TestServer::get().client();
  struct Case {
    std::string path, field;
  } cases[] = {{"/api/chart-data/XXXUSD/1h", "symbol"},
               {"/api/chart-data/XAUUSD/2h", "timeframe"},
               {"/api/chart-data?symbol=gold&timeframe=1h", "symbol"},
               {"/api/chart-data?symbol=XAUUSD&timeframe=1y", "timeframe"},
               {"/api/chart-data?timeframe=1h", "symbol"},
               {"/api/chart-data?symbol=XAUUSD", "timeframe"}};
  for (const auto& k : cases) {
    auto r = c.get(k.path);
    EXPECT_EQ(r.status, 400u) << k.path;
    auto body = r.json();
    EXPECT_EQ(body.at("code").as_string(), "validation_error") << k.path;
    EXPECT_EQ(body.at("field").as_string(), k.field) << k.path << " " << r.body;
  }
}

TEST(SpotPrices, LatestQuoteMatchesThePublishedPrice) {
  tick();
  auto& ts = TestServer::get();
  auto q = ts.app->spotPrices().latest(aurum::domain::Metal::kGold);
  auto price = ts.client().get("/api/real-time-prices").json().at(0).at("price");
  EXPECT_NEAR(num(price) * 100, static_cast<double>(q.midCents), 0.01);
  EXPECT_LT(q.bidCents, q.midCents);
  EXPECT_GT(q.askCents, q.midCents);
  EXPECT_EQ(q.timeMs, ts.clock->nowMs());
}
