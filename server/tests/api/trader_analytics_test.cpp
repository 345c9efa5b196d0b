// Issue 13: the trader's analytics against a reference over random orders, and the dashboard's
// figures from real data. Helpers: trader_helpers.hpp.
#include <map>
#include <random>

#include "trader_helpers.hpp"

using namespace aurum::testing::trader;  // and, through it, aurum::testing and its shop helpers
using aurum::testing::prov::approvedTrader;

TEST(TraderWorkspace, AnalyticsSumsMatchAReferenceOverRandomOrders) {
  auto& ts = TestServer::get();
  auto trader = approvedTrader("analytics");
  const auto traderId = idOf(trader);
  const long long gold = sellerProduct(traderId, "gold", 2500);
  const long long silver = sellerProduct(traderId, "silver", 700);
  std::vector<Client> buyers;
  for (int i = 0; i < 3; ++i) buyers.push_back(buyer());

  std::mt19937 rng(1234);
  const long long now = ts.clock->nowMs();
  const long long today = now / kDay;
  struct Ref {
    long long day, subtotal;
    std::map<long long, std::pair<long long, long long>> lines;  // product → (units, revenue)
    std::map<std::string, long long> metals;
    long long buyer;
  };
  std::vector<Ref> orders;
  for (int i = 0; i < 14; ++i) {
    auto b = static_cast<int>(rng() % 3);
    auto product = rng() % 2 ? gold : silver;
    int qty = 1 + static_cast<int>(rng() % 3);
    auto id = buyOne(buyers[b], product, qty);
    // Spread over the last 100 days (day 0 = today), at a random time of that day.
    long long back = i < 3 ? static_cast<long long>(i) : static_cast<long long>(rng() % 100);
    long long at = std::min(now, (today - back) * kDay + static_cast<long long>(rng() % kDay));
    sql("UPDATE orders SET created_at = " + std::to_string(at) +
        " WHERE id = " + std::to_string(id));
    // The reference from the orders API.
    auto detail = trader.get("/api/orders/" + std::to_string(id)).json().as_object();
    Ref r{at / kDay, cents(detail.at("subtotal")), {}, {}, b};
    for (const auto& l : detail.at("lines").as_array()) {
      auto& [units, revenue] = r.lines[l.at("productId").as_int64()];
      units += l.at("quantity").as_int64();
      revenue += cents(l.at("lineTotal"));
      r.metals[std::string(l.at("metalType").as_string())] += l.at("quantity").as_int64();
    }
    orders.push_back(r);
  }
  // A cancelled order counts nowhere.
  auto cancelled = buyOne(buyers[0], gold, 1);
  ASSERT_EQ(buyers[0]
                .postJson("/api/orders/" + std::to_string(cancelled) + "/cancel", json::object{})
                .status,
            200u);

  for (auto [range, days] :
       std::vector<std::pair<std::string, long long>>{{"7d", 7}, {"30d", 30}, {"90d", 90}}) {
    auto a = trader.get("/api/trader/analytics?range=" + range);
    ASSERT_EQ(a.status, 200u) << a.body;
    auto j = a.json().as_object();
    long long revenue = 0, count = 0, prevRevenue = 0, prevCount = 0;
    std::map<long long, long long> perDay;
    std::map<std::string, long long> metals{
        {"gold", 0}, {"silver", 0}, {"platinum", 0}, {"palladium", 0}};
    std::map<long long, std::pair<long long, long long>> products;
    std::map<long long, int> perBuyer;
    for (const auto& o : orders) {
      if (o.day > today - days) {
        revenue += o.subtotal;
        ++count;
        perDay[o.day] += o.subtotal;
        for (const auto& [m, u] : o.metals) metals[m] += u;
        for (const auto& [p, ur] : o.lines) {
          products[p].first += ur.first;
          products[p].second += ur.second;
        }
        ++perBuyer[o.buyer];
      } else if (o.day > today - 2 * days) {
        prevRevenue += o.subtotal;
        ++prevCount;
      }
    }
    EXPECT_EQ(j.at("range").as_string(), range);
    EXPECT_EQ(cents(j.at("revenue")), revenue) << range;
    EXPECT_EQ(j.at("orders").as_int64(), count) << range;
    EXPECT_EQ(cents(j.at("averageOrderValue")), count ? (revenue + count / 2) / count : 0);
    EXPECT_EQ(cents(j.at("previous").at("revenue")), prevRevenue) << range;
    EXPECT_EQ(j.at("previous").at("orders").as_int64(), prevCount) << range;
    for (const auto& [m, u] : metals) EXPECT_EQ(j.at("unitsByMetal").at(m).as_int64(), u) << m;
    const auto& series = j.at("series").as_array();
    ASSERT_EQ(series.size(), static_cast<std::size_t>(days));
    EXPECT_EQ(series.back().at("date").as_string(), aurum::util::toIso8601(now).substr(0, 10));
    long long seriesSum = 0;
    for (std::size_t i = 0; i < series.size(); ++i) {
      long long day = today - days + 1 + static_cast<long long>(i);
      EXPECT_EQ(series[i].at("date").as_string(), aurum::util::toIso8601(day * kDay).substr(0, 10));
      EXPECT_EQ(cents(series[i].at("revenue")), perDay[day]) << range << " " << i;
      seriesSum += cents(series[i].at("revenue"));
    }
    EXPECT_EQ(seriesSum, revenue);
    const auto& top = j.at("topProducts").as_array();
    EXPECT_EQ(top.size(), products.size());
    for (const auto& t : top) {
      auto p = products[t.at("productId").as_int64()];
      EXPECT_EQ(t.at("units").as_int64(), p.first);
      EXPECT_EQ(cents(t.at("revenue")), p.second);
    }
    int repeat = 0;
    for (const auto& [b, n] : perBuyer) repeat += n >= 2;
    double rate = perBuyer.empty() ? 0.0 : std::round(1e4 * repeat / perBuyer.size()) / 1e4;
    EXPECT_DOUBLE_EQ(j.at("repeatClientRate").as_double(), rate) << range;
  }

  // 1y: twelve months, this month last; the sums are the same orders (all within 100 days).
  auto y = trader.get("/api/trader/analytics?range=1y").json().as_object();
  const auto& months = y.at("series").as_array();
  ASSERT_EQ(months.size(), 12u);
  EXPECT_EQ(months.back().at("date").as_string(), aurum::util::toIso8601(now).substr(0, 7));
  long long all = 0, monthSum = 0;
  std::map<std::string, long long> perMonth;
  for (const auto& o : orders) {
    all += o.subtotal;
    perMonth[aurum::util::toIso8601(o.day * kDay).substr(0, 7)] += o.subtotal;
  }
  for (const auto& m : months) {
    EXPECT_EQ(cents(m.at("revenue")), perMonth[std::string(m.at("date").as_string())]);
    monthSum += cents(m.at("revenue"));
  }
  EXPECT_EQ(cents(y.at("revenue")), all);
  EXPECT_EQ(monthSum, all);

  // Admin: the whole platform, at least this trader's sales.
  auto admin = demo("admin");
  auto platform = admin.get("/api/trader/analytics?range=1y");
  ASSERT_EQ(platform.status, 200u) << platform.body;
  EXPECT_GE(cents(platform.json().at("revenue")), cents(y.at("revenue")));

  // A bad range names the field; a client may not ask.
  auto bad = trader.get("/api/trader/analytics?range=2w");
  EXPECT_EQ(bad.status, 400u);
  EXPECT_EQ(field(bad), "range");
  EXPECT_EQ(buyers[0].get("/api/trader/analytics?range=7d").status, 403u);
}

TEST(TraderWorkspace, DashboardFiguresComeFromRealData) {
  auto t = approvedTrader("dashboard");
  const auto tId = idOf(t);
  auto p = sellerProduct(tId, "silver", 1500, 40);
  auto c = buyer();
  auto first = buyOne(c, p, 2);
  auto second = buyOne(c, p, 1);
  auto d = t.get("/api/trader/dashboard");
  ASSERT_EQ(d.status, 200u) << d.body;
  auto j = d.json().as_object();
  long long volume = 0;
  for (auto id : std::vector<long long>{first, second})
    volume += cents(t.get("/api/orders/" + std::to_string(id)).json().at("subtotal"));
  EXPECT_EQ(cents(j.at("tradingVolume")), volume);
  EXPECT_EQ(cents(j.at("monthlyProfit")), 3 * 1500);
  EXPECT_EQ(j.at("profitBasis").as_string(), "premium_margin");
  EXPECT_EQ(j.at("activeClients").as_int64(), 1);
  auto price = cents(c.get("/api/products/" + std::to_string(p)).json().at("currentPrice"));
  EXPECT_EQ(cents(j.at("inventoryValue")), 37 * price);
  const auto& recent = j.at("recentOrders").as_array();
  ASSERT_EQ(recent.size(), 2u);
  EXPECT_EQ(recent[0].at("id").as_int64(), second);
  const auto& status = j.at("tradingStatus");
  EXPECT_EQ(status.at("licenseStatus").as_string(), "active");
  EXPECT_EQ(status.at("licenseNumber").as_string(), "LIC-99999");
  EXPECT_TRUE(status.at("complianceStatus").is_string());
  // The demo trader's own dashboard answers too; an admin sees the platform.
  EXPECT_EQ(demo("gold_trader").get("/api/trader/dashboard").status, 200u);
  EXPECT_EQ(demo("admin").get("/api/trader/dashboard").status, 200u);
}
