#pragma once
#include <optional>
#include <string>

#include "storage/database.hpp"
#include "storage/idempotency_repository.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// `Idempotency-Key` support: the first answer to (user, endpoint, key) is stored and every retry
/// gets it back; a key reused for a different request body is refused.
class IdempotencyService {
 public:
  IdempotencyService(storage::Database& db, const util::Clock& clock) : db_(db), clock_(clock) {}
  std::optional<storage::StoredResponse> find(std::int64_t userId, const std::string& scope, const std::string& key);
  /// Stores `r` unless an answer is already stored; returns the stored (first) answer.
  storage::StoredResponse save(std::int64_t userId, const std::string& scope, const std::string& key,
                               const storage::StoredResponse& r);

 private:
  storage::Database& db_;
  const util::Clock& clock_;
};

}  // namespace aurum::services
