#include "util/json_number.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>

using aurum::util::plainJsonNumbers;

TEST(PlainJsonNumbers, WritesExponentFormsOutDigitForDigit) {
  EXPECT_EQ(plainJsonNumbers("1E0"), "1.0");
  EXPECT_EQ(plainJsonNumbers("3.2150747E1"), "32.150747");
  EXPECT_EQ(plainJsonNumbers("5E-1"), "0.5");
  EXPECT_EQ(plainJsonNumbers("1E-7"), "0.0000001");
  EXPECT_EQ(plainJsonNumbers("-1.7E-1"), "-0.17");
  EXPECT_EQ(plainJsonNumbers("1.5E2"), "150.0");
  EXPECT_EQ(plainJsonNumbers("1.13E0"), "1.13");
  EXPECT_EQ(plainJsonNumbers("0E0"), "0.0");
  EXPECT_EQ(plainJsonNumbers("-0E0"), "0.0");
  EXPECT_EQ(plainJsonNumbers("2.5e+3"), "2500.0");
  EXPECT_EQ(plainJsonNumbers("1E300"), "1E300");  // beyond ±30: left as it is
}

TEST(PlainJsonNumbers, LeavesStringsIntegersAndStructureAlone) {
  const std::string in =
      R"({"name":"Gold 1E0 \"bar\" 5E-1","weight":1E0,"ids":[12,-3,4.5E0],"ok":true,"n":null})";
  EXPECT_EQ(
      plainJsonNumbers(in),
      R"({"name":"Gold 1E0 \"bar\" 5E-1","weight":1.0,"ids":[12,-3,4.5],"ok":true,"n":null})");
  EXPECT_EQ(plainJsonNumbers(R"(["\\",2E0])"), R"(["\\",2.0])");
  // No double at all (the usual body): handed back as it came.
  EXPECT_EQ(plainJsonNumbers(R"({"name":"Eagle bar","id":12,"e":"15E148"})"),
            R"({"name":"Eagle bar","id":12,"e":"15E148"})");
}

TEST(PlainJsonNumbers, KeepsEveryDoubleBoostJsonWritesAtItsValue) {
  // The rewritten text parses back to the very same double: only the notation changes.
  for (double d :
       {1.0, 0.5, 32.150747, 0.0311035, 100.0, 1e-6, 0.38, -1.13, 1234567.891, 2.5e-12}) {
    const std::string plain = plainJsonNumbers(boost::json::serialize(boost::json::value(d)));
    EXPECT_EQ(plain.find_first_of("eE"), std::string::npos) << plain;
    EXPECT_EQ(boost::json::parse(plain).as_double(), d) << plain;  // still a double, same value
  }
}
