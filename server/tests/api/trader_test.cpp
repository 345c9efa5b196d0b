// Issue 13: the trader workspace — analytics against a reference over random orders, clients and
// their statuses, ownership on every trader route, messages, invites, the dashboard and offers.
#include <map>
#include <random>
#include <set>

#include "provenance_helpers.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;
using aurum::testing::prov::approvedTrader;
using boost::beast::http::verb;

namespace {

constexpr long long kDay = 86'400'000;

long long idOf(Client& c) { return c.get("/api/auth/user").json().at("id").as_int64(); }

/// A product sold by `sellerId` only this test uses.
long long sellerProduct(long long sellerId, const char* metal, long long premiumCents = 1000,
                        long long stock = 1000) {
  return makeSellerProduct(sellerId, stock, premiumCents, metal);
}

/// Buys the cart's content after adding `quantity` of `productId`; returns the order id.
long long buyOne(Client& c, long long productId, int quantity) {
  EXPECT_EQ(add(c, productId, quantity).status, 201u);
  auto secret = intentSecret(c);
  auto r = c.postJson("/api/checkout/confirm", payBody(secret));
  EXPECT_EQ(r.status, 200u) << r.body;
  return r.json().at("order").at("id").as_int64();
}

void sql(const std::string& statement) {
  TestServer::get().app->database().write([&](soci::session& s) { s << statement; });
}

json::object find(const json::array& a, const char* key, long long id) {
  for (const auto& v : a)
    if (v.at(key).as_int64() == id) return v.as_object();
  return {};
}

HttpResult del(Client& c, const std::string& path) { return c.request(verb::delete_, path); }

}  // namespace

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

TEST(TraderWorkspace, ClientsAreTheTradersOwnWithStatusesAndSearch) {
  auto a = approvedTrader("clients-a");
  auto b = approvedTrader("clients-b");
  const auto aId = idOf(a), bId = idOf(b);
  auto pa = sellerProduct(aId, "silver"), pb = sellerProduct(bId, "gold");
  auto c1 = buyer();
  const auto c1Id = idOf(c1);
  const auto c1Email = std::string(c1.get("/api/auth/user").json().at("email").as_string());
  auto aOrder = buyOne(c1, pa, 2);
  auto bOrder = buyOne(c1, pb, 1);

  auto list = a.get("/api/trader/clients");
  ASSERT_EQ(list.status, 200u) << list.body;
  auto row = find(list.json().as_array(), "id", c1Id);
  ASSERT_FALSE(row.empty()) << list.body;
  EXPECT_EQ(row.at("orders").as_int64(), 1);
  EXPECT_EQ(row.at("email").as_string(), c1Email);
  EXPECT_EQ(row.at("status").as_string(), "new");
  EXPECT_FALSE(row.at("lastOrder").is_null());
  EXPECT_EQ(list.json().as_array().size(), 1u);  // nobody else bought from this trader

  // Search by e-mail (any case) and by status.
  std::string upper = c1Email;
  for (auto& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  EXPECT_EQ(a.get("/api/trader/clients?q=" + upper.substr(0, 8)).json().as_array().size(), 1u);
  EXPECT_EQ(a.get("/api/trader/clients?q=nobody-like-this").json().as_array().size(), 0u);
  EXPECT_EQ(a.get("/api/trader/clients?status=new").json().as_array().size(), 1u);
  EXPECT_EQ(a.get("/api/trader/clients?status=premium").json().as_array().size(), 0u);
  auto badStatus = a.get("/api/trader/clients?status=vip");
  EXPECT_EQ(badStatus.status, 400u);
  EXPECT_EQ(field(badStatus), "status");

  // The client's orders with this trader only.
  auto orders = a.get("/api/trader/clients/" + std::to_string(c1Id) + "/orders");
  ASSERT_EQ(orders.status, 200u) << orders.body;
  ASSERT_EQ(orders.json().as_array().size(), 1u);
  EXPECT_EQ(orders.json().as_array()[0].at("id").as_int64(), aOrder);
  auto bOrders = b.get("/api/trader/clients/" + std::to_string(c1Id) + "/orders").json();
  ASSERT_EQ(bOrders.as_array().size(), 1u);
  EXPECT_EQ(bOrders.as_array()[0].at("id").as_int64(), bOrder);

  // Another trader's client (never bought here) is not found.
  auto c2 = buyer();
  const auto c2Id = idOf(c2);
  buyOne(c2, pb, 1);
  EXPECT_TRUE(find(a.get("/api/trader/clients").json().as_array(), "id", c2Id).empty());
  EXPECT_EQ(a.get("/api/trader/clients/" + std::to_string(c2Id) + "/orders").status, 404u);
  EXPECT_EQ(
      a.postJson("/api/trader/clients/" + std::to_string(c2Id) + "/messages", {{"text", "hello"}})
          .status,
      404u);
  // Clients never call trader routes.
  EXPECT_EQ(c1.get("/api/trader/clients").status, 403u);
  EXPECT_EQ(c1.get("/api/trader/dashboard").status, 403u);

  // Status from real activity: ten orders make a premium client; an old last order inactive.
  for (int i = 0; i < 9; ++i) buyOne(c1, pa, 1);
  EXPECT_EQ(find(a.get("/api/trader/clients").json().as_array(), "id", c1Id).at("status"),
            "premium");
  sql("UPDATE orders SET created_at = created_at - " + std::to_string(200 * kDay) +
      " WHERE user_id = " + std::to_string(c1Id) + " AND seller_id = " + std::to_string(aId));
  EXPECT_EQ(find(a.get("/api/trader/clients").json().as_array(), "id", c1Id).at("status"),
            "inactive");
  // Admin: every client.
  auto admin = demo("admin");
  auto everyone = admin.get("/api/trader/clients").json().as_array();
  EXPECT_FALSE(find(everyone, "id", c1Id).empty());
  EXPECT_FALSE(find(everyone, "id", c2Id).empty());
}

TEST(TraderWorkspace, MessagesReachTheClientsNotificationCentreAndOutbox) {
  auto t = approvedTrader("messages");
  auto p = sellerProduct(idOf(t), "silver");
  auto c = buyer();
  const auto cId = idOf(c);
  buyOne(c, p, 1);
  auto path = "/api/trader/clients/" + std::to_string(cId) + "/messages";
  auto empty = t.postJson(path, {{"text", "   "}});
  EXPECT_EQ(empty.status, 400u);
  EXPECT_EQ(field(empty), "text");
  EXPECT_EQ(field(t.postJson(path, {{"text", std::string(2001, 'x')}})), "text");
  auto sent = t.postJson(path, {{"text", "Your bars are ready for collection."}});
  ASSERT_EQ(sent.status, 201u) << sent.body;
  auto id = sent.json().at("id").as_int64();
  auto items = c.get("/api/notifications").json().at("items").as_array();
  auto n = find(items, "id", id);
  ASSERT_FALSE(n.empty());
  EXPECT_EQ(n.at("kind").as_string(), "message");
  EXPECT_EQ(n.at("title").as_string(), "Message from Other Bullion");
  EXPECT_EQ(n.at("body").as_string(), "Your bars are ready for collection.");
  auto email = std::string(c.get("/api/auth/user").json().at("email").as_string());
  long long queued = TestServer::get().app->database().read([&](soci::session& s) {
    long long k = 0;
    std::string subject = "Message from Other Bullion";
    s << "SELECT COUNT(*) FROM outbox WHERE recipient = :r AND subject = :s", soci::use(email),
        soci::use(subject), soci::into(k);
    return k;
  });
  EXPECT_EQ(queued, 1);
}

TEST(TraderWorkspace, InvitesQueueAnEmailRefuseDuplicatesAndRegistrationAccepts) {
  auto t = approvedTrader("invites");
  const auto email = uniqueEmail("invited");
  auto r = t.postJson("/api/trader/invites", {{"email", email}});
  ASSERT_EQ(r.status, 201u) << r.body;
  EXPECT_EQ(r.json().at("status").as_string(), "pending");
  EXPECT_EQ(r.json().at("email").as_string(), email);
  auto again = t.postJson("/api/trader/invites", {{"email", email}});
  EXPECT_EQ(again.status, 409u);
  EXPECT_EQ(field(t.postJson("/api/trader/invites", {{"email", "not-an-email"}})), "email");
  long long queued = TestServer::get().app->database().read([&](soci::session& s) {
    long long k = 0;
    s << "SELECT COUNT(*) FROM outbox WHERE recipient = :r", soci::use(email), soci::into(k);
    return k;
  });
  EXPECT_EQ(queued, 1);
  // Another trader may invite the same person.
  auto other = approvedTrader("invites-other");
  EXPECT_EQ(other.postJson("/api/trader/invites", {{"email", email}}).status, 201u);
  EXPECT_TRUE(other.get("/api/trader/invites").json().as_array().size() == 1);

  // Registration accepts it; the person becomes a client (status new).
  auto person = TestServer::get().client();
  ASSERT_EQ(person
                .postJson("/api/auth/register", {{"role", "client"},
                                                 {"firstName", "Invited"},
                                                 {"lastName", "Person"},
                                                 {"email", email},
                                                 {"password", "a long enough password"}})
                .status,
            201u);
  auto list = t.get("/api/trader/invites").json().as_array();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("status").as_string(), "registered");
  auto client = find(t.get("/api/trader/clients").json().as_array(), "id", idOf(person));
  ASSERT_FALSE(client.empty());
  EXPECT_EQ(client.at("status").as_string(), "new");
  EXPECT_EQ(client.at("orders").as_int64(), 0);

  // An existing account: recorded as registered at once.
  auto existing = buyer();
  auto existingEmail = std::string(existing.get("/api/auth/user").json().at("email").as_string());
  auto known = t.postJson("/api/trader/invites", {{"email", existingEmail}});
  ASSERT_EQ(known.status, 201u);
  EXPECT_EQ(known.json().at("status").as_string(), "registered");
  EXPECT_FALSE(find(t.get("/api/trader/clients").json().as_array(), "id", idOf(existing)).empty());
  EXPECT_EQ(existing.postJson("/api/trader/invites", {{"email", email}}).status, 403u);
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

TEST(TraderWorkspace, OffersLockPricesIntoTheClientsCartAndEnd) {
  auto a = approvedTrader("offers-a");
  auto b = approvedTrader("offers-b");
  const auto aId = idOf(a);
  auto pa = sellerProduct(aId, "gold", 3000), pa2 = sellerProduct(aId, "silver", 800);
  auto pb = sellerProduct(idOf(b), "silver");
  auto c = buyer();
  const auto cId = idOf(c);
  buyOne(c, pa2, 1);  // c becomes a's client
  auto stranger = buyer();

  auto body = [&](long long product, long long qty) {
    return json::object{{"clientId", cId},
                        {"lines", json::array{{{"productId", product}, {"quantity", qty}}}},
                        {"note", "As agreed"}};
  };
  // Only own products, only own clients.
  auto foreign = a.postJson("/api/trader/offers", body(pb, 1));
  EXPECT_EQ(foreign.status, 400u);
  EXPECT_EQ(field(foreign), "lines[0].productId");
  EXPECT_EQ(b.postJson("/api/trader/offers",
                       [&] {
                         auto o = body(pb, 1);
                         return o;
                       }())
                .status,
            404u);
  auto badHours = body(pa, 1);
  badHours["expiresInHours"] = 500;
  EXPECT_EQ(field(a.postJson("/api/trader/offers", badHours)), "expiresInHours");

  auto created = a.postJson("/api/trader/offers", body(pa, 2));
  ASSERT_EQ(created.status, 201u) << created.body;
  auto offer = created.json().as_object();
  const auto offerId = offer.at("id").as_int64();
  EXPECT_EQ(offer.at("status").as_string(), "open");
  EXPECT_EQ(offer.at("clientId").as_int64(), cId);
  EXPECT_EQ(offer.at("traderId").as_int64(), aId);
  EXPECT_EQ(offer.at("sellerName").as_string(), "Other Bullion");
  EXPECT_EQ(offer.at("note").as_string(), "As agreed");
  const auto unit = cents(offer.at("lines").as_array()[0].at("unitPrice"));
  EXPECT_EQ(cents(offer.at("total")), 2 * unit);
  EXPECT_EQ(offer.at("lines").as_array()[0].at("metalType").as_string(), "gold");

  // Visible to its trader and its client only.
  EXPECT_FALSE(find(a.get("/api/trader/offers").json().as_array(), "id", offerId).empty());
  EXPECT_TRUE(find(b.get("/api/trader/offers").json().as_array(), "id", offerId).empty());
  EXPECT_EQ(del(b, "/api/trader/offers/" + std::to_string(offerId)).status, 404u);
  EXPECT_FALSE(find(c.get("/api/offers").json().as_array(), "id", offerId).empty());
  EXPECT_TRUE(stranger.get("/api/offers").json().as_array().empty());
  EXPECT_EQ(stranger.postJson("/api/offers/" + std::to_string(offerId) + "/accept", json::object{})
                .status,
            404u);

  // Accept: the lines land in the cart, replacing the client's line of that product.
  EXPECT_EQ(add(c, pa, 5).status, 201u);
  auto accepted = c.postJson("/api/offers/" + std::to_string(offerId) + "/accept", json::object{});
  ASSERT_EQ(accepted.status, 200u) << accepted.body;
  EXPECT_EQ(accepted.json().at("status").as_string(), "accepted");
  auto cart = c.get("/api/cart").json().as_array();
  auto line = find(cart, "productId", pa);
  ASSERT_FALSE(line.empty());
  EXPECT_EQ(line.at("quantity").as_int64(), 2);
  auto [locked, lockedOffer] = TestServer::get().app->database().read([&](soci::session& s) {
    long long l = 0, o = 0, uid = cId, pid = pa;
    s << "SELECT locked_unit_cents, offer_id FROM cart_items WHERE user_id = :u AND product_id = "
         ":p",
        soci::use(uid), soci::use(pid), soci::into(l), soci::into(o);
    return std::pair{l, o};
  });
  EXPECT_EQ(locked, unit);
  EXPECT_EQ(lockedOffer, offerId);
  // The locked price holds in the cart and at checkout while the live price moves, until the
  // offer expires; then the line is priced live again.
  ASSERT_EQ(
      patch(a, "/api/products/" + std::to_string(pa), json::object{{"premium", "900.00"}}).status,
      200u);
  auto priced = find(c.get("/api/cart").json().as_array(), "productId", pa);
  EXPECT_EQ(cents(priced.at("price")), unit);
  EXPECT_EQ(priced.at("offerId").as_int64(), offerId);
  EXPECT_FALSE(priced.at("lockedUntil").is_null());
  auto intent = c.postJson("/api/create-payment-intent", json::object{}).json();
  EXPECT_EQ(cents(find(intent.at("lines").as_array(), "productId", pa).at("unitPrice")), unit);
  sql("UPDATE trader_offers SET expires_at = created_at - 1 WHERE id = " + std::to_string(offerId));
  priced = find(c.get("/api/cart").json().as_array(), "productId", pa);
  EXPECT_GT(cents(priced.at("price")), unit);
  EXPECT_TRUE(priced.at("lockedUntil").is_null());
  auto live = c.postJson("/api/create-payment-intent", json::object{}).json();
  EXPECT_GT(cents(find(live.at("lines").as_array(), "productId", pa).at("unitPrice")), unit);
  sql("UPDATE trader_offers SET expires_at = created_at + 3600000 WHERE id = " +
      std::to_string(offerId));
  EXPECT_EQ(c.postJson("/api/offers/" + std::to_string(offerId) + "/accept", json::object{}).status,
            409u);
  EXPECT_TRUE(find(c.get("/api/offers").json().as_array(), "id", offerId).empty());

  // Decline.
  auto second = a.postJson("/api/trader/offers", body(pa2, 1)).json().at("id").as_int64();
  auto declined = c.postJson("/api/offers/" + std::to_string(second) + "/decline", json::object{});
  ASSERT_EQ(declined.status, 200u) << declined.body;
  EXPECT_EQ(declined.json().at("status").as_string(), "declined");
  EXPECT_EQ(del(a, "/api/trader/offers/" + std::to_string(second)).status, 409u);

  // Cancel (open only), then the client cannot accept.
  auto third = a.postJson("/api/trader/offers", body(pa2, 3)).json().at("id").as_int64();
  auto cancelled = del(a, "/api/trader/offers/" + std::to_string(third));
  ASSERT_EQ(cancelled.status, 200u) << cancelled.body;
  EXPECT_EQ(cancelled.json().at("status").as_string(), "cancelled");
  EXPECT_EQ(c.postJson("/api/offers/" + std::to_string(third) + "/accept", json::object{}).status,
            409u);

  // Expiry: past its time an open offer reads as expired and can no longer be accepted.
  auto fourth = a.postJson("/api/trader/offers", body(pa2, 1)).json().at("id").as_int64();
  sql("UPDATE trader_offers SET expires_at = created_at - 1 WHERE id = " + std::to_string(fourth));
  EXPECT_EQ(find(a.get("/api/trader/offers").json().as_array(), "id", fourth).at("status"),
            "expired");
  EXPECT_TRUE(find(c.get("/api/offers").json().as_array(), "id", fourth).empty());
  EXPECT_EQ(c.postJson("/api/offers/" + std::to_string(fourth) + "/accept", json::object{}).status,
            409u);
  EXPECT_EQ(del(a, "/api/trader/offers/" + std::to_string(fourth)).status, 409u);
  // Clients do not create offers.
  EXPECT_EQ(c.postJson("/api/trader/offers", body(pa, 1)).status, 403u);
}
