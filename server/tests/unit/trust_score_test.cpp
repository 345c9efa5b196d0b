#include "domain/trust_score.hpp"

#include <gtest/gtest.h>

#include "domain/token_bucket.hpp"
#include "domain/verification_status.hpp"

using namespace aurum::domain;

namespace {
constexpr std::int64_t kScoredAt = 1'750'000'000'000LL;
constexpr std::int64_t kOneDay = 86'400'000;

TrustInputs complete() {
  TrustInputs in;
  in.nowMs = kScoredAt;
  in.hasCertificate = true;
  in.certificateValidUntilMs = kScoredAt + 365 * kOneDay;
  in.eventKinds = {CustodyKind::kMine,        CustodyKind::kRefinery,
                   CustodyKind::kAssay,       CustodyKind::kCertification,
                   CustodyKind::kVaultIntake, CustodyKind::kInspection};
  in.attestedKinds = in.eventKinds;
  in.firstEventAtMs = kScoredAt - 400 * kOneDay;
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
  in.certificateValidUntilMs = kScoredAt - kOneDay;
  EXPECT_EQ(component(computeTrustScore(in), "certification"), 10);
  in.hasCertificate = false;
  EXPECT_EQ(component(computeTrustScore(in), "certification"), 0);
}

TEST(TrustScore, SupplyChainCountsFiveStages) {
  auto in = complete();
  in.eventKinds = {CustodyKind::kRefinery, CustodyKind::kAssay, CustodyKind::kDealerReceipt};
  in.attestedKinds = in.eventKinds;
  EXPECT_EQ(component(computeTrustScore(in), "supplyChain"), 15);
  EXPECT_EQ(component(computeTrustScore(in), "physical"), 10);
}

TEST(TrustScore, PhysicalVerificationCountsOnlyPlatformOrIndependentEvents) {
  auto in = complete();
  in.attestedKinds = {CustodyKind::kMine,
                      CustodyKind::kRefinery};  // assay and inspection: dealer's own word
  auto t = computeTrustScore(in);
  EXPECT_EQ(component(t, "physical"), 0);
  EXPECT_EQ(t.total, 85);
  std::string detail;
  for (const auto& c : t.components)
    if (std::string(c.key) == "physical") detail = c.detail;
  EXPECT_NE(detail.find("dealer's own checks"), std::string::npos) << detail;
  EXPECT_NE(detail.find("Aurum or an independent verifier"), std::string::npos) << detail;
  in.attestedKinds = {CustodyKind::kAssay};  // e.g. an independent assay
  EXPECT_EQ(component(computeTrustScore(in), "physical"), 10);
}

TEST(TrustScore, YoungRecordAndCloneSuspicionLowerHistoryAndTotal) {
  auto in = complete();
  in.firstEventAtMs = kScoredAt - 18 * kOneDay;
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

TEST(TokenBucket, AllowsABurstThenRefillsOverTime) {
  TokenBucket b;
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(b.take(kScoredAt, 5, 60));
  EXPECT_FALSE(b.take(kScoredAt, 5, 60));
  EXPECT_TRUE(b.take(kScoredAt + 1000, 5, 60));
  EXPECT_FALSE(b.take(kScoredAt + 1000, 5, 60));
}
