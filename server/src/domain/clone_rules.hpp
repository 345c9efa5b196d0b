#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aurum::domain {

/// One recorded lookup of a serial.
struct Lookup {
  std::int64_t atMs = 0;
  std::string viewer;  ///< "u:<user id>" when signed in, otherwise "ip:<hash>"
  std::string place;   ///< coarse place the browser gave ("lat,lon" to 1 decimal, or a label); may be empty
};

/// Window in which the same serial seen in two distant places by two people is suspicious.
inline constexpr std::int64_t kCloneWindowMs = 6LL * 3600 * 1000;
/// Places further apart than this are "different places".
inline constexpr double kDistinctPlaceKm = 100.0;

struct CloneFacts {
  std::optional<std::int64_t> deliveredAtMs;  ///< when the item reached its owner
  std::optional<std::string> ownerViewer;     ///< "u:<owner id>"
};

struct CloneAssessment {
  bool suspected = false;
  std::vector<std::string> reasons;  ///< multiple_locations, scanned_after_delivery
};

/// True when two places are known and far apart (great-circle distance for "lat,lon",
/// otherwise different labels).
bool distinctPlaces(const std::string& a, const std::string& b);

/// The clone rules: (1) within kCloneWindowMs of each other, two different viewers in distinct
/// places; (2) after delivery, anyone but the owner looking the serial up.
CloneAssessment assessClones(const std::vector<Lookup>& lookups, const CloneFacts& facts);

}  // namespace aurum::domain
