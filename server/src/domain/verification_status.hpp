#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aurum::domain {

/// Lifecycle of a serialized item.
enum class ItemStatus { kInVault, kAtDealer, kSold, kDelivered, kReportedStolen, kReportedLost };
const char* itemStatusName(ItemStatus s);
std::optional<ItemStatus> parseItemStatus(std::string_view name);

/// What an owner reports about their item.
enum class ReportKind { kStolen, kLost };
const char* reportKindName(ReportKind k);
/// "stolen" or "lost"; anything else is a validation error on `field`.
ReportKind parseReportKind(std::string_view name, const char* field = "kind");
/// The item's status once the report is recorded.
ItemStatus statusAfterReport(ReportKind k);

/// The verdict of a lookup (spec section 4): verified, warning or failed.
enum class Verdict { kVerified, kWarning, kFailed };
const char* verdictName(Verdict v);
/// 'Verified Authentic', 'Requires Attention', 'Verification Failed'.
const char* verdictText(Verdict v);

struct VerdictInputs {
  bool chainIntact = true;
  ItemStatus itemStatus = ItemStatus::kInVault;
  bool certificateValid = true;
  bool cloneSuspected = false;
  int trustScore = 100;
};

struct VerdictResult {
  Verdict verdict = Verdict::kVerified;
  std::vector<std::string> reasons;  ///< human sentences, most serious first
};

/// failed: broken chain, reported stolen or lost. warning: suspected clone, expired or missing
/// certificate, or a trust score below the yellow band. Otherwise verified.
VerdictResult decideVerdict(const VerdictInputs& in);

}  // namespace aurum::domain
