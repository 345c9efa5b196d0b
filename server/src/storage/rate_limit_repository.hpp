#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <optional>
#include <string>

namespace aurum::storage {

/// Token buckets in the database, for limits every instance must share (PostgreSQL).
struct RateLimitRepository {
  /// Takes a token from (`scope`, `key`)'s bucket, a new one starting full at `capacity` and
  /// refilling at `perMinute`, in one statement (concurrent instances never both take the last
  /// token). Returns nothing when taken, else the bucket's tokens as of `nowMs` (below 1).
  static std::optional<double> take(soci::session& s, const std::string& scope,
                                    const std::string& key, std::int64_t nowMs, double capacity,
                                    double perMinute);
  /// Forgets buckets of `scope` untouched since `beforeMs` (full again by then).
  static void forget(soci::session& s, const std::string& scope, std::int64_t beforeMs);
};

}  // namespace aurum::storage
