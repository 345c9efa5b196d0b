#include "services/idempotency_service.hpp"

namespace aurum::services {

std::optional<storage::StoredResponse> IdempotencyService::find(std::int64_t userId, const std::string& scope,
                                                                const std::string& key) {
  return db_.read([&](soci::session& s) { return storage::IdempotencyRepository::find(s, userId, scope, key); });
}

storage::StoredResponse IdempotencyService::save(std::int64_t userId, const std::string& scope,
                                                 const std::string& key, const storage::StoredResponse& r) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    storage::IdempotencyRepository::save(s, userId, scope, key, r, now);
    return *storage::IdempotencyRepository::find(s, userId, scope, key);
  });
}

}  // namespace aurum::services
