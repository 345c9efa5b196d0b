#include "storage/idempotency_repository.hpp"

namespace aurum::storage {

std::optional<StoredResponse> IdempotencyRepository::find(soci::session& s, std::int64_t userId,
                                                          const std::string& scope,
                                                          const std::string& key,
                                                          std::int64_t sinceMs) {
  long long uid = userId, since = sinceMs;
  StoredResponse r;
  soci::statement st =
      (s.prepare << "SELECT request_hash, status, body FROM idempotency_keys"
                    " WHERE user_id = :u AND scope = :s AND idem_key = :k AND created_at >= :since",
       soci::into(r.requestHash), soci::into(r.status), soci::into(r.body), soci::use(uid),
       soci::use(scope), soci::use(key), soci::use(since));
  st.execute();
  if (!st.fetch()) return std::nullopt;
  return r;
}

void IdempotencyRepository::save(soci::session& s, std::int64_t userId, const std::string& scope,
                                 const std::string& key, const StoredResponse& r,
                                 std::int64_t nowMs) {
  long long uid = userId, now = nowMs;
  int status = r.status;
  s << "INSERT INTO idempotency_keys (user_id, scope, idem_key, request_hash, status, body, "
       "created_at)"
       " VALUES (:u, :s, :k, :h, :st, :b, :c) ON CONFLICT DO NOTHING",
      soci::use(uid), soci::use(scope), soci::use(key), soci::use(r.requestHash), soci::use(status),
      soci::use(r.body), soci::use(now);
}

void IdempotencyRepository::purgeOlderThan(soci::session& s, std::int64_t beforeMs) {
  long long before = beforeMs;
  s << "DELETE FROM idempotency_keys WHERE created_at < :b", soci::use(before);
}

}  // namespace aurum::storage
