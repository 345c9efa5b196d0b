#include "domain/order_split.hpp"

#include <gtest/gtest.h>

#include <random>

using aurum::domain::allocateProportionally;
using aurum::domain::splitBySeller;

TEST(OrderSplit, SharesAreProportionalAndSumToTheWhole) {
  // 1000 + 3000 of 4000: shipping 1000 -> 250 / 750; tax 333 -> 83.25 / 249.75 -> 83 / 250
  auto shares = splitBySeller({{7, 1000}, {9, 3000}}, 1000, 333);
  ASSERT_EQ(shares.size(), 2u);
  EXPECT_EQ(shares[0].sellerId, 7);
  EXPECT_EQ(shares[0].shipping, 250);
  EXPECT_EQ(shares[1].shipping, 750);
  EXPECT_EQ(shares[0].tax, 83);
  EXPECT_EQ(shares[1].tax, 250);  // the larger remainder (.75) gets the cent
  EXPECT_EQ(shares[0].total() + shares[1].total(), 4000 + 1000 + 333);
}

TEST(OrderSplit, TiesGoToTheEarlierPartAndOneSellerTakesEverything) {
  EXPECT_EQ(allocateProportionally(1, {5, 5}), (std::vector<std::int64_t>{1, 0}));
  EXPECT_EQ(allocateProportionally(10, {5, 5, 5}), (std::vector<std::int64_t>{4, 3, 3}));
  EXPECT_EQ(allocateProportionally(999, {42}), (std::vector<std::int64_t>{999}));
  EXPECT_EQ(allocateProportionally(7, {0, 0}), (std::vector<std::int64_t>{7, 0}));
  EXPECT_TRUE(allocateProportionally(7, {}).empty());
}

TEST(OrderSplit, RandomSplitsNeverLoseOrInventACent) {
  std::mt19937_64 rng(13);
  for (int round = 0; round < 2000; ++round) {
    std::vector<std::int64_t> weights(1 + rng() % 5);
    for (auto& w : weights) w = 1 + static_cast<std::int64_t>(rng() % 100'000'000'000LL);
    std::int64_t amount = static_cast<std::int64_t>(rng() % 10'000'000'000LL);
    auto parts = allocateProportionally(amount, weights);
    std::int64_t sum = 0, weightSum = 0;
    for (auto w : weights) weightSum += w;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      sum += parts[i];
      // each part within one cent of its exact share
      long double exact = static_cast<long double>(amount) * weights[i] / weightSum;
      EXPECT_LE(std::abs(static_cast<long double>(parts[i]) - exact), 1.0L);
    }
    EXPECT_EQ(sum, amount);
  }
}
