#pragma once
#include <cstdint>
#include <optional>
#include <string>

namespace aurum::domain {

/// One day's Merkle root over the custody events appended that day (anchors the chain).
struct MerkleRoot {
  long long id = 0;
  std::string day, rootHash;
  long long eventCount = 0, firstEventId = 0, lastEventId = 0, computedAt = 0;
};

/// One recorded lookup (scan) of a serial, with the matched item's facts.
struct ScanRecord {
  long long id = 0;
  std::optional<std::int64_t> itemId;
  std::string query, place, verdict;  ///< place: "lat,lon" to one decimal, or empty
  std::optional<std::int64_t> userId;
  std::optional<double> lat, lon;
  int trustScore = 0;
  long long at = 0;
  // Joined item facts (empty when the scan matched nothing).
  std::string serialNumber, productName, certifier, facility;
};

}  // namespace aurum::domain
