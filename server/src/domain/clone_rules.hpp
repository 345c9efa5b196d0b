#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aurum::domain {

/// One scan of an item recorded by a signed-in account (POST /api/provenance/scans). Anonymous
/// lookups are never scans: nobody outside can feed the clone rules.
struct Scan {
  std::int64_t atMs = 0;
  std::int64_t userId = 0;
  std::optional<double> lat, lon;  ///< both or neither, validated to range when recorded
};

/// Signals older than this expire; rule 1 counts scans within it after delivery.
inline constexpr std::int64_t kCloneWindowMs = 30LL * 24 * 3600 * 1000;
/// Rule 1: this many distinct non-holder accounts after delivery.
inline constexpr int kCloneDistinctAccounts = 3;
/// Rule 2: two accounts' scans further apart than kCloneTravelKm within kCloneTravelWindowMs.
inline constexpr std::int64_t kCloneTravelWindowMs = 3600LL * 1000;
inline constexpr double kCloneTravelKm = 500.0;

struct CloneFacts {
  std::int64_t nowMs = 0;
  std::optional<std::int64_t> deliveredAtMs;  ///< when the item reached its current owner
  /// Accounts whose scans never count: the owner and the item's dealer.
  std::vector<std::int64_t> holderUserIds;
};

struct CloneAssessment {
  bool suspected = false;
  std::vector<std::string> reasons;  ///< many_scanners_after_delivery, impossible_travel
};

/// Great-circle (haversine) distance in km.
double distanceKm(double lat1, double lon1, double lat2, double lon2);

/// The clone rules over scans of one item, ignoring scans older than kCloneWindowMs before
/// `facts.nowMs` and every scan by a holder: (1) after delivery, kCloneDistinctAccounts or more
/// distinct accounts; (2) two different accounts more than kCloneTravelKm apart within
/// kCloneTravelWindowMs of each other.
CloneAssessment assessClones(const std::vector<Scan>& scans, const CloneFacts& facts);

}  // namespace aurum::domain
