#include "domain/trust_score.hpp"

#include <algorithm>
#include <iterator>

#include "domain/user_text.hpp"

namespace aurum::domain {

namespace {

constexpr std::int64_t kDayMs = 24LL * 3600 * 1000;

bool has(const std::vector<CustodyKind>& kinds, CustodyKind k) {
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

TrustComponent certification(const TrustInputs& in) {
  TrustComponent c{"certification", 0, kCertificationWeight, ""};
  if (!in.hasCertificate) {
    c.detail = userText("No certificate on record");
  } else if (in.certificateValidUntilMs && *in.certificateValidUntilMs < in.nowMs) {
    c.score = kCertificationWeight / 3;
    c.detail = userText("Certificate has expired");
  } else if (!has(in.eventKinds, CustodyKind::kCertification)) {
    c.score = kCertificationWeight / 2;
    c.detail = userText("Certificate on record but no certification event in the chain");
  } else {
    c.score = kCertificationWeight;
    c.detail = userText("Valid certificate, recorded in the chain");
  }
  return c;
}

TrustComponent supplyChain(const TrustInputs& in) {
  TrustComponent c{"supplyChain", 0, kSupplyChainWeight, ""};
  std::size_t present = 0;
  if (has(in.eventKinds, CustodyKind::kMine)) ++present;
  if (has(in.eventKinds, CustodyKind::kRefinery)) ++present;
  if (has(in.eventKinds, CustodyKind::kAssay)) ++present;
  if (has(in.eventKinds, CustodyKind::kCertification)) ++present;
  if (has(in.eventKinds, CustodyKind::kVaultIntake) ||
      has(in.eventKinds, CustodyKind::kDealerReceipt))
    ++present;
  c.score = static_cast<int>((kSupplyChainWeight * present + kSupplyChainStages / 2) /
                             kSupplyChainStages);
  // One whole sentence per count, so each translates as a sentence.
  static constexpr const char* kRecorded[] = {
      userText("0 of 5 stages recorded (mine, refinery, assay, certification, custodian)"),
      userText("1 of 5 stages recorded (mine, refinery, assay, certification, custodian)"),
      userText("2 of 5 stages recorded (mine, refinery, assay, certification, custodian)"),
      userText("3 of 5 stages recorded (mine, refinery, assay, certification, custodian)"),
      userText("4 of 5 stages recorded (mine, refinery, assay, certification, custodian)"),
      userText("5 of 5 stages recorded (mine, refinery, assay, certification, custodian)")};
  static_assert(std::size(kRecorded) == kSupplyChainStages + 1);
  c.detail = kRecorded[present];
  return c;
}

TrustComponent chainIntegrity(const TrustInputs& in) {
  TrustComponent c{"chainIntegrity", 0, kChainIntegrityWeight, ""};
  if (in.eventKinds.empty()) {
    c.detail = userText("No custody record");
  } else if (in.chainIntact) {
    c.score = kChainIntegrityWeight;
    c.detail = userText("Every hash in the custody chain checks out");
  } else {
    c.detail = userText("The custody chain does not verify");
  }
  return c;
}

TrustComponent physical(const TrustInputs& in) {
  TrustComponent c{"physical", 0, kPhysicalWeight, ""};
  bool assay = has(in.attestedKinds, CustodyKind::kAssay);
  bool inspection = has(in.attestedKinds, CustodyKind::kInspection);
  bool selfAttested =
      !assay && !inspection &&
      (has(in.eventKinds, CustodyKind::kAssay) || has(in.eventKinds, CustodyKind::kInspection));
  if (assay) c.score += 10;
  if (inspection) c.score += kPhysicalWeight - 10;
  // Each sentence says which checks count: those entered by Aurum or an independent verifier.
  c.detail =
      assay ? (inspection
                   ? userText("Assayed and inspected (counts checks entered by Aurum or an "
                              "independent verifier)")
                   : userText("Assayed, no later inspection (counts checks entered by Aurum or an "
                              "independent verifier)"))
            : (inspection
                   ? userText("Inspected, no assay on record (counts checks entered by Aurum or an "
                              "independent verifier)")
               : selfAttested
                   ? userText("Only the dealer's own checks on record (not counted) (counts checks "
                              "entered by Aurum or an independent verifier)")
                   : userText("No physical verification on record (counts checks entered by Aurum "
                              "or an independent verifier)"));
  return c;
}

TrustComponent history(const TrustInputs& in) {
  TrustComponent c{"history", 0, kHistoryWeight, ""};
  // Half for a record at least 90 days old (pro rata below), half for a clean scan record.
  if (in.firstEventAtMs) {
    auto days = std::max<std::int64_t>(0, (in.nowMs - *in.firstEventAtMs) / kDayMs);
    c.score += static_cast<int>(std::min<std::int64_t>(5, days * 5 / 90));
  }
  if (!in.cloneSuspected) c.score += 5;
  c.detail =
      in.cloneSuspected ? userText("Suspicious scan pattern") : userText("Clean scan record");
  return c;
}

}  // namespace

const char* trustBand(int score) {
  if (score >= kGreenBand) return "green";
  if (score >= kYellowBand) return "yellow";
  return "red";
}

TrustScore computeTrustScore(const TrustInputs& in) {
  TrustScore t;
  t.components = {certification(in), supplyChain(in), chainIntegrity(in), physical(in),
                  history(in)};
  int sum = 0;
  for (const auto& c : t.components) sum += c.score;
  if (in.cloneSuspected) t.clonePenalty = kClonePenalty;
  t.total = std::clamp(sum - t.clonePenalty, 0, 100);
  t.band = trustBand(t.total);
  return t;
}

}  // namespace aurum::domain
