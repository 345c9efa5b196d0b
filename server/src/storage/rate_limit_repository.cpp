#include "storage/rate_limit_repository.hpp"

#include <algorithm>

namespace aurum::storage {

std::optional<double> RateLimitRepository::take(soci::session& s, const std::string& scope,
                                                const std::string& key, std::int64_t nowMs,
                                                double capacity, double perMinute) {
  const double perMs = perMinute / 60000.0;
  double left = 0;
  soci::indicator got = soci::i_null;
  // The refill is computed from the stored row under its lock (ON CONFLICT DO UPDATE), and the
  // update happens only when a whole token is there.
  s << "INSERT INTO rate_limit_buckets AS b (scope, bucket_key, tokens, last_ms) "
       "VALUES (:scope, :key, CAST(:fresh AS DOUBLE PRECISION), :now) "
       "ON CONFLICT (scope, bucket_key) DO UPDATE SET "
       "tokens = LEAST(CAST(:cap1 AS DOUBLE PRECISION), b.tokens + "
       "GREATEST(0, :now1 - b.last_ms) * CAST(:rate1 AS DOUBLE PRECISION)) - 1, "
       "last_ms = GREATEST(b.last_ms, :now2) "
       "WHERE LEAST(CAST(:cap2 AS DOUBLE PRECISION), b.tokens + "
       "GREATEST(0, :now3 - b.last_ms) * CAST(:rate2 AS DOUBLE PRECISION)) >= 1 "
       "RETURNING tokens",
      soci::use(scope), soci::use(key), soci::use(capacity - 1), soci::use(nowMs),
      soci::use(capacity), soci::use(nowMs), soci::use(perMs), soci::use(nowMs),
      soci::use(capacity), soci::use(nowMs), soci::use(perMs), soci::into(left, got);
  if (got == soci::i_ok) return std::nullopt;
  double tokens = 0;
  long long lastMs = 0;
  s << "SELECT tokens, last_ms FROM rate_limit_buckets WHERE scope = :scope AND bucket_key = :key",
      soci::use(scope), soci::use(key), soci::into(tokens), soci::into(lastMs);
  return std::min(capacity, tokens + std::max<long long>(0, nowMs - lastMs) * perMs);
}

void RateLimitRepository::forget(soci::session& s, const std::string& scope,
                                 std::int64_t beforeMs) {
  s << "DELETE FROM rate_limit_buckets WHERE scope = :scope AND last_ms < :before",
      soci::use(scope), soci::use(beforeMs);
}

}  // namespace aurum::storage
