// Found by fuzz_price_feed: whole-dollar numbers were multiplied by 100 without a bound, a signed
// overflow (undefined behaviour) that in practice wrapped a huge feed value into a small price.
#include <gtest/gtest.h>

#include "prices/feed_parse.hpp"

using aurum::prices::priceAtPath;

TEST(HttpFeedParse, HugeWholeNumbersAreNoPriceInsteadOfWrappingAround) {
  // 184467440737095517 × 100 wraps to 84 in 64 bits; 2^63 + 1 × 100 wraps to 100.
  EXPECT_EQ(priceAtPath(std::string(R"({"p":184467440737095517})"), "p"), std::nullopt);
  EXPECT_EQ(priceAtPath(std::string(R"({"p":9223372036854775809})"), "p"), std::nullopt);
  EXPECT_EQ(priceAtPath(std::string(R"({"p":-92233720368547759})"), "p"), std::nullopt);
  EXPECT_EQ(priceAtPath(std::string(R"({"p":"92233720368547758070"})"), "p"), std::nullopt);
  // The same limit as for numbers with decimals: below it, whole numbers still read exactly.
  EXPECT_EQ(priceAtPath(std::string(R"({"p":999999999999999})"), "p"), 99'999'999'999'999'900);
  EXPECT_EQ(priceAtPath(std::string(R"({"p":2047})"), "p"), 204'700);
}
