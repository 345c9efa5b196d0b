// Concurrency on both databases: many buyers for few units, and one Idempotency-Key sent many
// times at once. Each case releases its threads together (std::latch / std::barrier) so that the
// requests really overlap on the server's worker pool.
#include <soci/soci.h>

#include <atomic>
#include <barrier>
#include <latch>
#include <set>
#include <thread>

#include "harness.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;
namespace json = boost::json;
using boost::beast::http::verb;

namespace {

long long countRows(const std::string& sql, long long id) {
  auto& app = *TestServer::get().app;
  return app.database().read([&](soci::session& s) {
    long long n = 0;
    s << sql, soci::use(id), soci::into(n);
    return n;
  });
}

long long raceUserIdOf(Client& c) {
  auto me = c.get("/api/auth/user");
  EXPECT_EQ(me.status, 200u) << me.body;
  return me.json().at("id").to_number<long long>();
}

}  // namespace

TEST(Race, ThirtyBuyersForTenUnitsGetExactlyTenOrders) {
  constexpr int kBuyers = 30, kUnits = 10;
  auto pid = makeProduct(kUnits);
  std::vector<Client> clients;
  for (int i = 0; i < kBuyers; ++i) {
    clients.push_back(buyer());
    ASSERT_EQ(add(clients.back(), pid, 1).status, 201u);
  }
  std::latch start(kBuyers);
  std::barrier confirmTogether(kBuyers);  // buyers without stock drop out before the confirm
  std::atomic<int> paid{0}, soldOut{0}, other{0};
  std::vector<std::thread> threads;
  for (auto& c : clients)
    threads.emplace_back([&, cl = &c] {
      start.arrive_and_wait();
      auto i = cl->postJson("/api/create-payment-intent", json::object{});
      if (i.status != 200) {
        (i.status == 409 ? soldOut : other)++;
        confirmTogether.arrive_and_drop();
        return;
      }
      auto secret = std::string(i.json().at("clientSecret").as_string());
      confirmTogether.arrive_and_wait();
      auto r = cl->postJson("/api/checkout/confirm", payBody(secret));
      (r.status == 200 ? paid : other)++;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(paid.load(), kUnits);
  EXPECT_EQ(soldOut.load(), kBuyers - kUnits);
  EXPECT_EQ(other.load(), 0);
  EXPECT_EQ(stockOf(pid), 0);
  EXPECT_EQ(countRows("SELECT COUNT(*) FROM order_lines WHERE product_id = :p", pid), kUnits);
  EXPECT_EQ(
      countRows("SELECT COALESCE(SUM(quantity), 0) FROM order_lines WHERE product_id = :p", pid),
      kUnits);
  EXPECT_EQ(
      countRows(
          "SELECT COUNT(*) FROM stock_reservations WHERE product_id = :p AND status = 'active'",
          pid),
      0);
}

TEST(Race, SameIdempotencyKeyTwentyTimesAtOnceMakesOneOrderAndOnePayment) {
  constexpr int kRequests = 20;
  auto c = buyer();
  auto pid = makeProduct(5);
  ASSERT_EQ(add(c, pid, 2).status, 201u);
  auto secret = intentSecret(c);
  const auto body = json::serialize(payBody(secret));
  const std::map<std::string, std::string> headers{{"Content-Type", "application/json"},
                                                   {"Idempotency-Key", "race-confirm-1"}};
  std::vector<HttpResult> answers(kRequests);
  std::latch start(kRequests);
  std::vector<std::thread> threads;
  for (int i = 0; i < kRequests; ++i)
    threads.emplace_back([&, i] {
      auto mine = c;  // same session cookie, own connection
      start.arrive_and_wait();
      answers[i] = mine.request(verb::post, "/api/checkout/confirm", body, headers);
    });
  for (auto& t : threads) t.join();

  // The design: no 409 "in progress"; every overlapping request either did the (idempotent by
  // quote) confirm itself or got the first stored answer replayed — the same bytes either way.
  ASSERT_EQ(answers[0].status, 200u) << answers[0].body;
  for (const auto& a : answers) {
    EXPECT_EQ(a.status, 200u) << a.body;
    EXPECT_EQ(a.body, answers[0].body);
  }
  auto orderId = answers[0].json().at("order").at("id").to_number<long long>();
  auto uid = raceUserIdOf(c);
  EXPECT_EQ(countRows("SELECT COUNT(*) FROM orders WHERE user_id = :u", uid), 1);
  EXPECT_EQ(countRows("SELECT COUNT(*) FROM payments WHERE user_id = :u", uid), 1);
  EXPECT_EQ(countRows("SELECT COUNT(*) FROM ledger_journals WHERE order_id = :o", orderId), 1);
  EXPECT_EQ(stockOf(pid), 3);
  // A later retry with the same key is a replay of that answer.
  auto retry = c.request(verb::post, "/api/checkout/confirm", body, headers);
  EXPECT_EQ(retry.body, answers[0].body);
  EXPECT_EQ(retry.header("Idempotent-Replayed"), "true");
}
