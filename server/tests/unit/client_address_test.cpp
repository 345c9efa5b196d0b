#include "domain/client_address.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

#include "http/connection_limits.hpp"

using namespace aurum::domain;

TEST(ClientAddress, CidrsMatchIpv4Ipv6AndMappedIpv4) {
  auto ranges = parseCidrList("10.0.0.0/8, 192.168.1.7, 2001:db8::/32");
  EXPECT_TRUE(inRanges("10.200.3.4", ranges));
  EXPECT_TRUE(inRanges("::ffff:10.1.2.3", ranges));  // dual-stack listeners report IPv4 like this
  EXPECT_TRUE(inRanges("192.168.1.7", ranges));
  EXPECT_FALSE(inRanges("192.168.1.8", ranges));
  EXPECT_TRUE(inRanges("2001:db8:ffff::1", ranges));
  EXPECT_FALSE(inRanges("2001:db9::1", ranges));
  EXPECT_FALSE(inRanges("not an address", ranges));
  EXPECT_THROW(parseCidrList("10.0.0.0/33"), std::invalid_argument);
  EXPECT_THROW(parseCidrList("10.0.0.0/8,example.com"), std::invalid_argument);
  EXPECT_TRUE(parseCidrList("").empty());
}

TEST(ClientAddress, ForwardedForCountsOnlyBehindATrustedProxy) {
  auto proxies = parseCidrList("10.0.0.0/8,fd00::/8");
  // A client talking to us directly cannot name itself.
  EXPECT_EQ(resolveClientAddress("203.0.113.9", "198.51.100.1", proxies), "203.0.113.9");
  // Behind our proxy: the right-most hop that is not ours; whatever the client wrote to the left
  // of it is ignored.
  EXPECT_EQ(resolveClientAddress("10.0.0.2", "1.2.3.4, 198.51.100.1", proxies), "198.51.100.1");
  EXPECT_EQ(resolveClientAddress("10.0.0.2", "1.2.3.4, 198.51.100.1, 10.0.0.9", proxies),
            "198.51.100.1");
  EXPECT_EQ(resolveClientAddress("fd00::2", "2001:db8::5", proxies), "2001:db8::5");
  EXPECT_EQ(resolveClientAddress("10.0.0.2", "", proxies), "10.0.0.2");
  EXPECT_EQ(resolveClientAddress("10.0.0.2", "garbage", proxies), "10.0.0.2");
  EXPECT_EQ(resolveClientAddress("10.0.0.2", "10.0.0.3", proxies), "10.0.0.2");
}

TEST(ClientAddress, LimitKeyGroupsIpv6ByItsSlash64) {
  EXPECT_EQ(limitKey("2001:db8:1:2:aaaa::1"), limitKey("2001:db8:1:2:ffff:1:2:3"));
  EXPECT_NE(limitKey("2001:db8:1:2::1"), limitKey("2001:db8:1:3::1"));
  EXPECT_EQ(limitKey("2001:db8:1:2::1"), "2001:0db8:0001:0002::/64");
  EXPECT_EQ(limitKey("198.51.100.7"), "198.51.100.7");
  EXPECT_EQ(limitKey("::ffff:198.51.100.7"), "198.51.100.7");
  EXPECT_NE(limitKey("198.51.100.7"), limitKey("198.51.100.8"));
}

TEST(ConnectionLimits, CapsPerAddressKeyAndInTotal) {
  aurum::http::ConnectionLimits limits(4, 2, {});
  auto a1 = limits.admit("203.0.113.1");
  auto a2 = limits.admit("203.0.113.1");
  EXPECT_TRUE(a1 && a2);
  EXPECT_FALSE(limits.admit("203.0.113.1"));  // a third from one address
  auto b1 = limits.admit("2001:db8::1");
  auto b2 = limits.admit("2001:db8::2");
  EXPECT_TRUE(b1 && b2);
  EXPECT_EQ(limits.open(), 4u);
  EXPECT_FALSE(limits.admit("198.51.100.1"));  // the total is reached
  a2.reset();                                  // closing frees the slot
  EXPECT_EQ(limits.open(), 3u);
  b1.reset();
  EXPECT_FALSE(limits.admit("2001:db8::3") && limits.admit("2001:db8::4"));  // same /64 as b2
}

TEST(ConnectionLimits, TrustedProxiesAreExemptFromThePerAddressCap) {
  aurum::http::ConnectionLimits limits(10, 1, parseCidrList("10.0.0.1"));
  auto p1 = limits.admit("10.0.0.1"), p2 = limits.admit("10.0.0.1"), p3 = limits.admit("10.0.0.1");
  EXPECT_TRUE(p1 && p2 && p3);
  auto c1 = limits.admit("203.0.113.1");
  EXPECT_TRUE(c1);
  EXPECT_FALSE(limits.admit("203.0.113.1"));
}
