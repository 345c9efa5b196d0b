// The AML monitor's windows (the last hour's orders, the last 24 hours' paid payments) read from
// per-account-hour counts (aml_hours) and look at single orders and payments only in the window's
// first, partial hour and in an hour holding a payment at or above the reporting threshold. These
// tests move a manual clock across hour boundaries and hold the counts to the orders and payments
// themselves.
#include <gtest/gtest.h>

#include <sstream>

#include "app/integrity.hpp"
#include "harness.hpp"
#include "own_app.hpp"
#include "shop_helpers.hpp"
#include "storage/compliance_repository.hpp"

using namespace aurum::testing;
using namespace aurum::testing::shop;
using aurum::storage::ComplianceRepository;

namespace {
constexpr std::int64_t kMinute = 60'000;
constexpr std::int64_t kHour = 60 * kMinute;

std::int64_t currentHourStart() { return aurum::util::SystemClock().nowMs() / kHour * kHour; }

/// A signed-in client whose shipping name (Ann Lee, as payBody ships) matches the account.
long long registerAnnLee(Client& c, const std::string& tag) {
  EXPECT_EQ(c.postJson("/api/auth/register", {{"role", "client"},
                                              {"firstName", "Ann"},
                                              {"lastName", "Lee"},
                                              {"email", uniqueEmail(tag)},
                                              {"password", "a long enough password"}})
                .status,
            201u);
  return c.get("/api/auth/user").json().at("id").as_int64();
}

/// One order of one unit of `product`, paid with the test card, at the clock's current time.
void buyOne(OwnApp& own, Client& c, long long product) {
  own.app->market().tickOnce();  // a fresh price at the clock's time
  ASSERT_LT(add(c, product, 1).status, 300u);
  auto paid = c.postJson("/api/checkout/confirm", payBody(intentSecret(c)));
  ASSERT_EQ(paid.status, 200u) << paid.body;
}

std::size_t reportsOfType(OwnApp& own, long long userId, const std::string& type) {
  return own.app->database().read([&](soci::session& s) {
    std::size_t n = 0;
    for (const auto& r : ComplianceRepository::reportsForUser(s, userId)) n += r.type == type;
    return n;
  });
}
}  // namespace

TEST(AmlWindows, VelocityCountsExactlyTheLastHourAcrossHourBoundaries) {
  const auto h = currentHourStart();
  auto clock = std::make_shared<aurum::util::ManualClock>(h + 50 * kMinute);
  auto own = startOwnApp(
      "aml_velocity_window", [](aurum::app::Config& c) { c.aml.maxOrdersPerHour = 2; }, clock);
  Client c(own.port);
  auto userId = registerAnnLee(c, "velocitywindow");
  auto silver = makeProductIn(*own.app, 100);
  buyOne(own, c, silver);
  buyOne(own, c, silver);
  EXPECT_EQ(reportsOfType(own, userId, "velocity"), 0u);
  // The window [h+49m, h+1h+49m] starts inside hour h: both earlier orders are in it.
  clock->setMs(h + kHour + 49 * kMinute);
  buyOne(own, c, silver);
  EXPECT_EQ(reportsOfType(own, userId, "velocity"), 1u);
  // [h+51m, h+1h+51m]: the two orders at h+50m have left it, though their hour has not.
  clock->setMs(h + kHour + 51 * kMinute);
  buyOne(own, c, silver);
  EXPECT_EQ(reportsOfType(own, userId, "velocity"), 1u);
  // [h+1h+49m, h+2h+49m]: the orders at h+1h+49m and h+1h+51m, and this one.
  clock->setMs(h + 2 * kHour + 49 * kMinute);
  buyOne(own, c, silver);
  EXPECT_EQ(reportsOfType(own, userId, "velocity"), 2u);

  // The counts are kept per account-hour; check-integrity recomputes them and names a difference.
  std::ostringstream report;
  EXPECT_EQ(aurum::app::checkIntegrity(own.app->database(), report), 0) << report.str();
  own.app->database().write([&](soci::session& s) {
    s << "UPDATE aml_hours SET orders = orders + 1 WHERE user_id = :u AND hour_start = :h",
        soci::use(userId), soci::use(h);
  });
  EXPECT_EQ(aurum::app::checkIntegrity(own.app->database(), report), 1);
  EXPECT_NE(report.str().find("AML monitor: 1 account-hours"), std::string::npos) << report.str();
}

TEST(AmlWindows, PaidPaymentsBelowTheThresholdMatchThePaymentsThemselves) {
  const auto h = currentHourStart();
  const std::int64_t threshold = 1'000'00;  // silver payments below it, gold ones above
  auto clock = std::make_shared<aurum::util::ManualClock>(h + 50 * kMinute);
  auto own = startOwnApp(
      "aml_paid_window",
      [&](aurum::app::Config& c) {
        c.aml.reportThresholdCents = threshold;
        c.limits.unverified.dailyCents = c.limits.unverified.monthlyCents = 1'000'000'00;
      },
      clock);
  Client c(own.port);
  auto userId = registerAnnLee(c, "paidwindow");
  auto silver = makeProductIn(*own.app, 100);
  auto gold = makeProductIn(*own.app, 100, 1000, "gold");
  // Hour h holds a large payment (its payments are looked at one by one), hour h+1h only small
  // ones (its totals are used), hour h+2h both again.
  const std::vector<std::pair<std::int64_t, long long>> buys = {
      {h + 50 * kMinute, silver},
      {h + 55 * kMinute, gold},
      {h + kHour + 10 * kMinute, silver},
      {h + kHour + 40 * kMinute, silver},
      {h + 2 * kHour + 5 * kMinute, silver},
      {h + 2 * kHour + 20 * kMinute, gold},
      {h + 3 * kHour + kMinute, silver}};
  for (const auto& [at, product] : buys) {
    clock->setMs(at);
    buyOne(own, c, product);
  }
  EXPECT_GE(reportsOfType(own, userId, "large_transaction"), 2u);

  own.app->database().read([&](soci::session& s) {
    std::vector<long long> quotes;  // in payment order
    {
      long long q = 0;
      soci::statement st = (s.prepare << "SELECT quote_id FROM payment_attempts WHERE user_id = "
                                         ":u ORDER BY created_at",
                            soci::into(q), soci::use(userId));
      st.execute();
      while (st.fetch()) quotes.push_back(q);
    }
    ASSERT_EQ(quotes.size(), buys.size());
    for (std::int64_t from :
         {h, h + 50 * kMinute, h + 51 * kMinute, h + 56 * kMinute, h + kHour,
          h + kHour + 10 * kMinute, h + kHour + 11 * kMinute, h + 2 * kHour + 30 * kMinute,
          h + 3 * kHour + kMinute, h + 3 * kHour + 2 * kMinute}) {
      // Except no quote, a small payment in a mixed hour, one in a small-only hour, a large one.
      for (long long except : {0LL, quotes[0], quotes[2], quotes[1], quotes[6]}) {
        long long n = 0, cents = 0, orders = 0;
        s << "SELECT COUNT(q.id), CAST(COALESCE(SUM(q.total_cents), 0) AS BIGINT) FROM "
             "payment_attempts a JOIN checkout_quotes q ON q.id = a.quote_id WHERE a.user_id = :u "
             "AND a.created_at >= :f AND a.quote_id <> :e AND q.status = 'paid' AND "
             "q.total_cents < :t",
            soci::into(n), soci::into(cents), soci::use(userId), soci::use(from), soci::use(except),
            soci::use(threshold);
        s << "SELECT COUNT(*) FROM orders WHERE user_id = :u AND created_at >= :f",
            soci::into(orders), soci::use(userId), soci::use(from);
        // Both windows from the same instant, and the orders' from another (the monitor reads
        // the last 24 hours' payments with the last hour's orders).
        auto kept = ComplianceRepository::amlWindows(s, userId, from, threshold, except, from);
        EXPECT_EQ(kept.paidBelow.count, n)
            << "from +" << (from - h) / kMinute << "m except " << except;
        EXPECT_EQ(kept.paidBelow.cents, cents)
            << "from +" << (from - h) / kMinute << "m except " << except;
        EXPECT_EQ(kept.orders, orders) << "from +" << (from - h) / kMinute << "m";
        long long ordersLater = 0;
        s << "SELECT COUNT(*) FROM orders WHERE user_id = :u AND created_at >= :f",
            soci::into(ordersLater), soci::use(userId), soci::use(from + kHour + 7 * kMinute);
        auto shifted = ComplianceRepository::amlWindows(s, userId, from, threshold, except,
                                                        from + kHour + 7 * kMinute);
        EXPECT_EQ(shifted.paidBelow.count, n);
        EXPECT_EQ(shifted.orders, ordersLater) << "from +" << (from - h) / kMinute << "m + 1h7m";
      }
    }
  });
  std::ostringstream report;
  EXPECT_EQ(aurum::app::checkIntegrity(own.app->database(), report), 0) << report.str();
}
