#include "domain/clone_rules.hpp"

#include <gtest/gtest.h>

#include "util/clock.hpp"

using namespace aurum::domain;

namespace {
constexpr std::int64_t kStart = 1'750'000'000'000LL;
constexpr std::int64_t kMinute = 60'000;
constexpr std::int64_t kCloneDay = 86'400'000;

Scan at(std::int64_t ms, std::int64_t user, std::optional<double> lat = {},
        std::optional<double> lon = {}) {
  return {ms, user, lat, lon};
}

/// Facts as of the manual clock's now.
CloneFacts facts(const aurum::util::ManualClock& clock, std::optional<std::int64_t> delivered = {},
                 std::vector<std::int64_t> holders = {}) {
  return {clock.nowMs(), delivered, std::move(holders)};
}
}  // namespace

TEST(CloneRules, ThreeDistinctNonOwnerAccountsAfterDeliveryAreSuspicious) {
  aurum::util::ManualClock clock(kStart);
  const auto delivered = kStart;
  std::vector<Scan> scans{at(kStart + kMinute, 11), at(kStart + 2 * kMinute, 12),
                          at(kStart + 3 * kMinute, 11)};
  clock.advanceMs(10 * kMinute);
  EXPECT_FALSE(
      assessClones(scans, facts(clock, delivered, {7})).suspected);  // two distinct accounts only
  scans.push_back(at(kStart + 4 * kMinute, 13));
  auto a = assessClones(scans, facts(clock, delivered, {7}));
  EXPECT_TRUE(a.suspected);
  EXPECT_EQ(a.reasons, std::vector<std::string>{"many_scanners_after_delivery"});
  // Scans before delivery do not count towards rule 1.
  EXPECT_FALSE(assessClones(scans, facts(clock, kStart + 5 * kMinute, {7})).suspected);
}

TEST(CloneRules, TheOwnersAndDealersOwnScansNeverCount) {
  aurum::util::ManualClock clock(kStart + kCloneDay);
  std::vector<Scan> scans;
  for (int i = 0; i < 20; ++i) scans.push_back(at(kStart + i * kMinute, 7, 40.7, -74.0));
  for (int i = 0; i < 20; ++i) scans.push_back(at(kStart + i * kMinute, 9, 25.2, 55.3));
  scans.push_back(at(kStart + 30 * kMinute, 11));
  scans.push_back(at(kStart + 31 * kMinute, 12));
  EXPECT_FALSE(assessClones(scans, facts(clock, kStart - 1, {7, 9})).suspected);
}

TEST(CloneRules, TwoAccountsMoreThan500KmApartWithinAnHourAreSuspicious) {
  aurum::util::ManualClock clock(kStart + 2 * 3600'000);
  // New York and London, 50 minutes apart.
  std::vector<Scan> far{at(kStart, 11, 40.7, -74.0), at(kStart + 50 * kMinute, 12, 51.5, -0.1)};
  auto a = assessClones(far, facts(clock));
  EXPECT_TRUE(a.suspected);
  EXPECT_EQ(a.reasons, std::vector<std::string>{"impossible_travel"});
  // The same account travelling, two hours apart, nearby (New York - Philadelphia ~130 km) or
  // without coordinates: nothing.
  EXPECT_FALSE(
      assessClones({at(kStart, 11, 40.7, -74.0), at(kStart + 50 * kMinute, 11, 51.5, -0.1)},
                   facts(clock))
          .suspected);
  EXPECT_FALSE(
      assessClones({at(kStart, 11, 40.7, -74.0), at(kStart + 61 * kMinute, 12, 51.5, -0.1)},
                   facts(clock))
          .suspected);
  EXPECT_FALSE(assessClones({at(kStart, 11, 40.7, -74.0), at(kStart + kMinute, 12, 39.95, -75.16)},
                            facts(clock))
                   .suspected);
  EXPECT_FALSE(
      assessClones({at(kStart, 11), at(kStart + kMinute, 12, 51.5, -0.1)}, facts(clock)).suspected);
}

TEST(CloneRules, SignalsExpireAfterTheWindow) {
  aurum::util::ManualClock clock(kStart);
  std::vector<Scan> scans{at(kStart + 1, 11, 40.7, -74.0), at(kStart + 2, 12, 51.5, -0.1),
                          at(kStart + 3, 13)};
  clock.advanceMs(kCloneDay);
  EXPECT_TRUE(assessClones(scans, facts(clock, kStart)).suspected);
  clock.advanceMs(kCloneWindowMs);
  EXPECT_FALSE(assessClones(scans, facts(clock, kStart)).suspected);
}

TEST(CloneRules, HaversineDistance) {
  EXPECT_NEAR(distanceKm(40.7128, -74.0060, 51.5074, -0.1278), 5570, 20);  // New York - London
  EXPECT_NEAR(distanceKm(10, 20, 10, 20), 0, 1e-9);
}
