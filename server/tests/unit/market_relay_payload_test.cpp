// The leader's tick as followers receive it (services/market_relay.hpp).
#include <gtest/gtest.h>

#include "services/market_relay.hpp"

using aurum::domain::Metal;
using aurum::services::Freshness;
using aurum::services::parseRelayPayload;
using aurum::services::RelayedTick;
using aurum::services::relayPayload;

namespace {

RelayedTick sampleTick() {
  RelayedTick t;
  t.nowMs = 1'767'000'000'000;
  t.createdAtUs = 1'767'000'000'000'123;
  t.mids = {{Metal::kGold, 204'712},
            {Metal::kSilver, 2'415},
            {Metal::kPlatinum, 102'300},
            {Metal::kPalladium, 108'700}};
  t.stats[0] = {1'240, 61, 205'130, 203'980};
  t.stats[3] = {-500, -46, 109'200, 108'700};
  t.freshness = {Freshness{t.nowMs - 5'000, false}, Freshness{t.nowMs - 90'000, true},
                 Freshness{t.nowMs, false}, Freshness{t.nowMs - 3'600'000, true}};
  return t;
}

}  // namespace

TEST(RelayPayload, RoundTripsPricesFiguresAndFreshness) {
  auto sent = sampleTick();
  auto got = parseRelayPayload(relayPayload(sent));
  ASSERT_TRUE(got);
  EXPECT_EQ(got->nowMs, sent.nowMs);
  EXPECT_EQ(got->createdAtUs, sent.createdAtUs);
  EXPECT_EQ(got->mids, sent.mids);
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(got->stats[i].changeCents, sent.stats[i].changeCents) << i;
    EXPECT_EQ(got->stats[i].changeBps, sent.stats[i].changeBps) << i;
    EXPECT_EQ(got->stats[i].highCents, sent.stats[i].highCents) << i;
    EXPECT_EQ(got->stats[i].lowCents, sent.stats[i].lowCents) << i;
    EXPECT_EQ(got->freshness[i].updatedMs, sent.freshness[i].updatedMs) << i;
    EXPECT_EQ(got->freshness[i].stale, sent.freshness[i].stale) << i;
  }
}

TEST(RelayPayload, ALeaderWithoutFreshnessItemsMeansFreshAtTheTickTime) {
  auto got = parseRelayPayload(
      R"({"t":5000,"c":7,"m":[["XAUUSD",1,0,0,1,1],["XAGUSD",2,0,0,2,2],["XPTUSD",3,0,0,3,3],["XPDUSD",4,0,0,4,4]]})");
  ASSERT_TRUE(got);
  for (const auto& f : got->freshness) {
    EXPECT_EQ(f.updatedMs, 5000);
    EXPECT_FALSE(f.stale);
  }
}

TEST(RelayPayload, RejectsAPayloadMissingAMetalOrWithABadStaleFlag) {
  EXPECT_FALSE(parseRelayPayload(R"({"t":1,"c":1,"m":[["XAUUSD",1,0,0,1,1,1,false]]})"));
  EXPECT_FALSE(
      parseRelayPayload(R"({"t":1,"c":1,"m":[["XAUUSD",1,0,0,1,1,1,"no"],["XAGUSD",2,0,0,2,2],)"
                        R"(["XPTUSD",3,0,0,3,3],["XPDUSD",4,0,0,4,4]]})"));
}
