#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>

#include "domain/stored_response.hpp"

namespace aurum::storage {

using domain::StoredResponse;

/// First answers to `Idempotency-Key` requests, per user and endpoint.
struct IdempotencyRepository {
  /// The answer stored at or after `sinceMs`.
  static std::optional<StoredResponse> find(soci::session& s, std::int64_t userId,
                                            const std::string& scope, const std::string& key,
                                            std::int64_t sinceMs);
  /// Stores the answer unless one is already stored (the first one wins).
  static void save(soci::session& s, std::int64_t userId, const std::string& scope,
                   const std::string& key, const StoredResponse& r, std::int64_t nowMs);
  /// Deletes every record created before `beforeMs`.
  static void purgeOlderThan(soci::session& s, std::int64_t beforeMs);
};

}  // namespace aurum::storage
