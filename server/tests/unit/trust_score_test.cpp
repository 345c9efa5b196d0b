#include <gtest/gtest.h>

#include "domain/clone_rules.hpp"
#include "domain/token_bucket.hpp"
#include "domain/trust_score.hpp"
#include "domain/verification_status.hpp"

using namespace aurum::domain;

namespace {
constexpr std::int64_t kNow = 1'750'000'000'000LL;
constexpr std::int64_t kDay = 86'400'000;

TrustInputs complete() {
  TrustInputs in;
  in.nowMs = kNow;
  in.hasCertificate = true;
  in.certificateValidUntilMs = kNow + 365 * kDay;
  in.eventKinds = {CustodyKind::kMine, CustodyKind::kRefinery, CustodyKind::kAssay, CustodyKind::kCertification,
                   CustodyKind::kVaultIntake, CustodyKind::kInspection};
  in.firstEventAtMs = kNow - 400 * kDay;
  return in;
}

int component(const TrustScore& t, const std::string& key) {
  for (const auto& c : t.components)
    if (key == c.key) return c.score;
  return -1;
}
}  // namespace

TEST(TrustScore, WeightsAreTheSpecsAndSumToOneHundred) {
  auto t = computeTrustScore(complete());
  EXPECT_EQ(t.total, 100);
  int max = 0;
  for (const auto& c : t.components) max += c.max;
  EXPECT_EQ(max, 100);
  EXPECT_EQ(component(t, "certification"), 30);
  EXPECT_EQ(component(t, "supplyChain"), 25);
  EXPECT_EQ(component(t, "chainIntegrity"), 20);
  EXPECT_EQ(component(t, "physical"), 15);
  EXPECT_EQ(component(t, "history"), 10);
}

TEST(TrustScore, BrokenChainLosesItsTwentyPoints) {
  auto in = complete();
  in.chainIntact = false;
  auto t = computeTrustScore(in);
  EXPECT_EQ(component(t, "chainIntegrity"), 0);
  EXPECT_EQ(t.total, 80);
  EXPECT_STREQ(t.band, "yellow");
}

TEST(TrustScore, ExpiredCertificateKeepsAThird) {
  auto in = complete();
  in.certificateValidUntilMs = kNow - kDay;
  EXPECT_EQ(component(computeTrustScore(in), "certification"), 10);
  in.hasCertificate = false;
  EXPECT_EQ(component(computeTrustScore(in), "certification"), 0);
}

TEST(TrustScore, SupplyChainCountsFiveStages) {
  auto in = complete();
  in.eventKinds = {CustodyKind::kRefinery, CustodyKind::kAssay, CustodyKind::kDealerReceipt};
  EXPECT_EQ(component(computeTrustScore(in), "supplyChain"), 15);
  EXPECT_EQ(component(computeTrustScore(in), "physical"), 10);
}

TEST(TrustScore, YoungRecordAndCloneSuspicionLowerHistoryAndTotal) {
  auto in = complete();
  in.firstEventAtMs = kNow - 18 * kDay;
  EXPECT_EQ(component(computeTrustScore(in), "history"), 6);
  in.cloneSuspected = true;
  auto t = computeTrustScore(in);
  EXPECT_EQ(component(t, "history"), 1);
  EXPECT_EQ(t.clonePenalty, kClonePenalty);
  EXPECT_EQ(t.total, 30 + 25 + 20 + 15 + 1 - kClonePenalty);
}

TEST(TrustScore, BandsAtNinetyAndSeventy) {
  EXPECT_STREQ(trustBand(100), "green");
  EXPECT_STREQ(trustBand(90), "green");
  EXPECT_STREQ(trustBand(89), "yellow");
  EXPECT_STREQ(trustBand(70), "yellow");
  EXPECT_STREQ(trustBand(69), "red");
  EXPECT_STREQ(trustBand(0), "red");
}

TEST(Verdict, StolenOrBrokenFailsAndSuspicionWarns) {
  VerdictInputs ok;
  EXPECT_EQ(decideVerdict(ok).verdict, Verdict::kVerified);
  auto stolen = ok;
  stolen.itemStatus = ItemStatus::kReportedStolen;
  EXPECT_EQ(decideVerdict(stolen).verdict, Verdict::kFailed);
  auto broken = ok;
  broken.chainIntact = false;
  EXPECT_EQ(decideVerdict(broken).verdict, Verdict::kFailed);
  auto clone = ok;
  clone.cloneSuspected = true;
  EXPECT_EQ(decideVerdict(clone).verdict, Verdict::kWarning);
  auto expired = ok;
  expired.certificateValid = false;
  EXPECT_EQ(decideVerdict(expired).verdict, Verdict::kWarning);
  auto low = ok;
  low.trustScore = 69;
  EXPECT_EQ(decideVerdict(low).verdict, Verdict::kWarning);
  EXPECT_STREQ(verdictText(Verdict::kVerified), "Verified Authentic");
  EXPECT_STREQ(verdictText(Verdict::kWarning), "Requires Attention");
  EXPECT_STREQ(verdictText(Verdict::kFailed), "Verification Failed");
}

TEST(CloneRules, TwoPeopleFarApartWithinTheWindowIsSuspicious) {
  std::vector<Lookup> l{{kNow, "u:1", "40.7,-74.0"}, {kNow + 3600'000, "u:2", "51.5,-0.1"}};
  auto a = assessClones(l, {});
  EXPECT_TRUE(a.suspected);
  EXPECT_EQ(a.reasons, std::vector<std::string>{"multiple_locations"});
}

TEST(CloneRules, SamePersonOrNearbyOrOutsideTheWindowIsNot) {
  EXPECT_FALSE(assessClones({{kNow, "u:1", "40.7,-74.0"}, {kNow + 1000, "u:1", "51.5,-0.1"}}, {}).suspected);
  EXPECT_FALSE(assessClones({{kNow, "u:1", "40.7,-74.0"}, {kNow + 1000, "u:2", "40.8,-74.1"}}, {}).suspected);
  EXPECT_FALSE(assessClones({{kNow, "u:1", "40.7,-74.0"}, {kNow + kCloneWindowMs + 1, "u:2", "51.5,-0.1"}}, {}).suspected);
  EXPECT_FALSE(assessClones({{kNow, "u:1", ""}, {kNow + 1000, "u:2", "51.5,-0.1"}}, {}).suspected);
  EXPECT_TRUE(assessClones({{kNow, "u:1", "Dubai"}, {kNow + 1000, "u:2", "Zurich"}}, {}).suspected);
}

TEST(CloneRules, OthersScanningAfterDeliveryIsSuspiciousButTheOwnerIsNot) {
  CloneFacts f{kNow, std::string("u:7")};
  EXPECT_FALSE(assessClones({{kNow - 1000, "u:3", ""}, {kNow + 1000, "u:7", ""}}, f).suspected);
  auto a = assessClones({{kNow + 1000, "ip:abc", ""}}, f);
  EXPECT_TRUE(a.suspected);
  EXPECT_EQ(a.reasons, std::vector<std::string>{"scanned_after_delivery"});
}

TEST(TokenBucket, AllowsABurstThenRefillsOverTime) {
  TokenBucket b;
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(b.take(kNow, 5, 60));
  EXPECT_FALSE(b.take(kNow, 5, 60));
  EXPECT_TRUE(b.take(kNow + 1000, 5, 60));
  EXPECT_FALSE(b.take(kNow + 1000, 5, 60));
}
