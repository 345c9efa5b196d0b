// Issue 13: client status rules and analytics ranges (pure).
#include <gtest/gtest.h>

#include "../support/field_at_fault.hpp"
#include "api/requests/trader_requests.hpp"
#include "domain/analytics_range.hpp"
#include "domain/client_status.hpp"
#include "domain/error.hpp"

using namespace aurum::domain;

namespace {
constexpr std::int64_t kNow = 1'700'000'000'000;  // 2023-11-14T22:13:20Z
std::int64_t daysAgo(int d) { return kNow - d * kDayMs; }
ClientStatus statusOf(std::int64_t orders, std::int64_t value, std::optional<std::int64_t> first,
                      std::optional<std::int64_t> last,
                      std::optional<std::int64_t> invited = std::nullopt) {
  return clientStatus({orders, value, first, last, invited}, kNow);
}
}  // namespace

TEST(ClientStatusRules, PremiumNeedsValueOrTenOrdersAndARecentOrder) {
  EXPECT_EQ(statusOf(1, 25'000'00, daysAgo(400), daysAgo(179)), ClientStatus::kPremium);
  EXPECT_EQ(statusOf(1, 24'999'99, daysAgo(400), daysAgo(10)), ClientStatus::kActive);
  EXPECT_EQ(statusOf(10, 100, daysAgo(400), daysAgo(10)), ClientStatus::kPremium);
  EXPECT_EQ(statusOf(9, 100, daysAgo(400), daysAgo(10)), ClientStatus::kActive);
  // Premium value but nothing for 180 days: inactive.
  EXPECT_EQ(statusOf(12, 90'000'00, daysAgo(400), daysAgo(181)), ClientStatus::kInactive);
  // Premium wins over new (checked first).
  EXPECT_EQ(statusOf(1, 30'000'00, daysAgo(2), daysAgo(2)), ClientStatus::kPremium);
}

TEST(ClientStatusRules, NewIsAFirstOrderOrInvitedRegistrationWithinThirtyDays) {
  EXPECT_EQ(statusOf(2, 500, daysAgo(29), daysAgo(1)), ClientStatus::kNew);
  EXPECT_EQ(statusOf(2, 500, daysAgo(31), daysAgo(1)), ClientStatus::kActive);
  EXPECT_EQ(statusOf(0, 0, std::nullopt, std::nullopt, daysAgo(3)), ClientStatus::kNew);
  EXPECT_EQ(statusOf(0, 0, std::nullopt, std::nullopt, daysAgo(45)), ClientStatus::kInactive);
  // The earlier of first order and invited registration counts.
  EXPECT_EQ(statusOf(1, 500, daysAgo(5), daysAgo(5), daysAgo(60)), ClientStatus::kActive);
}

TEST(ClientStatusRules, ActiveIsAnOrderWithinNinetyDaysElseInactive) {
  EXPECT_EQ(statusOf(3, 500, daysAgo(300), daysAgo(89)), ClientStatus::kActive);
  EXPECT_EQ(statusOf(3, 500, daysAgo(300), daysAgo(91)), ClientStatus::kInactive);
  EXPECT_EQ(statusOf(0, 0, std::nullopt, std::nullopt), ClientStatus::kInactive);
}

TEST(ClientStatusRules, NamesRoundTrip) {
  for (auto s :
       {ClientStatus::kPremium, ClientStatus::kNew, ClientStatus::kActive, ClientStatus::kInactive})
    EXPECT_EQ(parseClientStatus(clientStatusName(s)), s);
  EXPECT_FALSE(parseClientStatus("vip"));
}

TEST(AnalyticsRange, DaysEndWithTodayAndEveryBucketIsPresent) {
  auto p = analyticsPeriod("7d", kNow);
  ASSERT_TRUE(p);
  ASSERT_EQ(p->buckets.size(), 7u);
  EXPECT_EQ(p->buckets.back().label, "2023-11-14");
  EXPECT_EQ(p->buckets.front().label, "2023-11-08");
  EXPECT_EQ(p->startMs, p->buckets.front().startMs);
  EXPECT_EQ(p->endMs, p->buckets.back().endMs);
  EXPECT_EQ(p->startMs - p->previousStartMs, 7 * kDayMs);
  EXPECT_EQ(analyticsPeriod("30d", kNow)->buckets.size(), 30u);
  EXPECT_EQ(analyticsPeriod("90d", kNow)->buckets.size(), 90u);
  EXPECT_FALSE(analyticsPeriod("14d", kNow));
  EXPECT_FALSE(analyticsPeriod("", kNow));
}

TEST(AnalyticsRange, YearIsTwelveCalendarMonths) {
  auto p = analyticsPeriod("1y", kNow);
  ASSERT_TRUE(p);
  ASSERT_EQ(p->buckets.size(), 12u);
  EXPECT_TRUE(p->monthly);
  EXPECT_EQ(p->buckets.front().label, "2022-12");
  EXPECT_EQ(p->buckets.back().label, "2023-11");
  EXPECT_EQ(p->buckets.front().startMs, 1'669'852'800'000);  // 2022-12-01
  EXPECT_EQ(p->previousStartMs, 1'638'316'800'000);          // 2021-12-01
  for (std::size_t i = 1; i < p->buckets.size(); ++i)
    EXPECT_EQ(p->buckets[i].startMs, p->buckets[i - 1].endMs);
}

TEST(AnalyticsRange, LabelsAndMonthStartsAcrossLeapYears) {
  EXPECT_EQ(dayLabel(0), "1970-01-01");
  EXPECT_EQ(dayLabel(19'782), "2024-02-29");
  EXPECT_EQ(monthStartMs(19'782 * kDayMs), 19'754 * kDayMs);      // 2024-02-01
  EXPECT_EQ(monthStartMs(19'782 * kDayMs, 2), 19'692 * kDayMs);   // 2023-12-01
  EXPECT_EQ(monthStartMs(19'782 * kDayMs, -1), 19'783 * kDayMs);  // 2024-03-01
}

namespace {
std::string rejected(std::string_view text) {
  return aurum::testing::fieldAtFault(
      [&] { aurum::api::parseTraderOfferRequest(boost::json::parse(text).as_object()); });
}
}  // namespace

TEST(TraderRequests, OfferBodiesNameTheBadField) {
  auto ok = aurum::api::parseTraderOfferRequest(
      boost::json::parse(R"({"clientId":7,"lines":[{"productId":3,"quantity":2}],"note":"hi"})")
          .as_object());
  EXPECT_EQ(ok.clientId, 7);
  ASSERT_EQ(ok.lines.size(), 1u);
  EXPECT_EQ(ok.lines[0], (std::pair<std::int64_t, std::int64_t>{3, 2}));
  EXPECT_EQ(ok.expiresInHours, 48);
  EXPECT_EQ(rejected(R"({"lines":[{"productId":3,"quantity":2}]})"), "clientId");
  EXPECT_EQ(rejected(R"({"clientId":7,"lines":[]})"), "lines");
  EXPECT_EQ(rejected(R"({"clientId":7,"lines":[{"productId":3,"quantity":0}]})"),
            "lines[0].quantity");
  EXPECT_EQ(
      rejected(
          R"({"clientId":7,"lines":[{"productId":3,"quantity":1},{"productId":3,"quantity":1}]})"),
      "lines[1].productId");
  EXPECT_EQ(
      rejected(R"({"clientId":7,"lines":[{"productId":3,"quantity":1}],"expiresInHours":169})"),
      "expiresInHours");
  EXPECT_EQ(rejected(R"({"clientId":7,"lines":[{"productId":3,"quantity":1}],"note":")" +
                     std::string(501, 'x') + R"("})"),
            "note");
}

TEST(TraderRequests, MessagesAreOneToTwoThousandCharacters) {
  auto parse = [](const std::string& text) {
    return aurum::api::parseTraderMessageRequest(boost::json::object{{"text", text}});
  };
  EXPECT_EQ(parse("Hello"), "Hello");
  EXPECT_EQ(parse(std::string(2000, 'x')).size(), 2000u);
  EXPECT_THROW(parse("  "), AppError);
  EXPECT_THROW(parse(std::string(2001, 'x')), AppError);
  std::string cjk;
  for (int i = 0; i < 2000; ++i) cjk += "\u91d1";  // 2000 characters, 6000 bytes
  EXPECT_NO_THROW(parse(cjk));
}

TEST(AnalyticsRange, DayLabelAtIsTheUtcCalendarDayHoldingTheInstant) {
  EXPECT_EQ(dayLabelAt(0), "1970-01-01");
  EXPECT_EQ(dayLabelAt(1'669'852'800'000), "2022-12-01");      // midnight starts the day
  EXPECT_EQ(dayLabelAt(1'669'852'800'000 - 1), "2022-11-30");  // the millisecond before
  EXPECT_EQ(dayLabelAt(951'782'400'000), "2000-02-29");        // leap day of a century year
  EXPECT_EQ(dayLabelAt(-1), "1969-12-31");                     // before the epoch rounds down
}
