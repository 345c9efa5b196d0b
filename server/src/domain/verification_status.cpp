#include "domain/verification_status.hpp"

#include <array>
#include <optional>
#include <utility>

#include "domain/error.hpp"
#include "domain/trust_score.hpp"
#include "domain/user_text.hpp"

namespace aurum::domain {

namespace {
constexpr std::array<std::pair<ItemStatus, const char*>, 6> kStatuses{{
    {ItemStatus::kInVault, "in_vault"},
    {ItemStatus::kAtDealer, "at_dealer"},
    {ItemStatus::kSold, "sold"},
    {ItemStatus::kDelivered, "delivered"},
    {ItemStatus::kReportedStolen, "reported_stolen"},
    {ItemStatus::kReportedLost, "reported_lost"},
}};
}  // namespace

const char* itemStatusName(ItemStatus s) {
  for (const auto& [st, name] : kStatuses)
    if (st == s) return name;
  return "unknown";
}

std::optional<ItemStatus> parseItemStatus(std::string_view name) {
  for (const auto& [st, n] : kStatuses)
    if (name == n) return st;
  return std::nullopt;
}

const char* reportKindName(ReportKind k) { return k == ReportKind::kStolen ? "stolen" : "lost"; }

ReportKind parseReportKind(std::string_view name, const char* field) {
  if (name == "stolen") return ReportKind::kStolen;
  if (name == "lost") return ReportKind::kLost;
  throw validationError(field, {"{field} must be stolen or lost", {{"field", field}}});
}

ItemStatus statusAfterReport(ReportKind k) {
  return k == ReportKind::kStolen ? ItemStatus::kReportedStolen : ItemStatus::kReportedLost;
}

const char* verdictName(Verdict v) {
  switch (v) {
    case Verdict::kVerified:
      return "verified";
    case Verdict::kWarning:
      return "warning";
    case Verdict::kFailed:
      return "failed";
  }
  return "failed";
}

const char* verdictText(Verdict v) {
  switch (v) {
    case Verdict::kVerified:
      return userText("Verified Authentic");
    case Verdict::kWarning:
      return userText("Requires Attention");
    case Verdict::kFailed:
      return userText("Verification Failed");
  }
  return userText("Unknown Status");
}

VerdictResult decideVerdict(const VerdictInputs& in) {
  VerdictResult r;
  if (!in.chainIntact)
    r.reasons.push_back(
        userText("The custody record has been altered: its hash chain does not verify."));
  if (in.itemStatus == ItemStatus::kReportedStolen)
    r.reasons.push_back(userText("This item has been reported stolen."));
  if (in.itemStatus == ItemStatus::kReportedLost)
    r.reasons.push_back(userText("This item has been reported lost."));
  if (!r.reasons.empty()) {
    r.verdict = Verdict::kFailed;
    return r;
  }
  if (in.cloneSuspected)
    r.reasons.push_back(
        userText("This serial has been scanned in circumstances that suggest a copy may exist."));
  if (!in.certificateValid)
    r.reasons.push_back(userText("The certificate is missing or has expired."));
  if (in.trustScore < kYellowBand) r.reasons.push_back(userText("The trust score is below 70."));
  r.verdict = r.reasons.empty() ? Verdict::kVerified : Verdict::kWarning;
  return r;
}

}  // namespace aurum::domain
