#pragma once
#include <atomic>
#include <mutex>
#include <string>
#include <unordered_map>

#include "domain/error.hpp"
#include "domain/token_bucket.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// A token bucket per address key (domain::limitKey). On SQLite (one process) the buckets live in
/// this process. Given a PostgreSQL database and a `scope`, they live in the database
/// (storage/rate_limit_repository.hpp), so every instance behind a balancer counts against the
/// same bucket: a stored count costs a write per request, which these limits (registration,
/// contact requests, passkey options, public verification lookups) can afford.
class AddressRateLimiter {
 public:
  /// A burst of `capacity` requests per address, refilled at `perMinute`.
  AddressRateLimiter(const util::Clock& clock, double capacity, double perMinute,
                     domain::Message message, storage::Database* shared = nullptr,
                     std::string scope = {});
  /// Throws rate_limited with Retry-After when `clientIp` has no token left.
  void check(const std::string& clientIp);

 private:
  const util::Clock& clock_;
  double capacity_;
  double perMinute_;
  domain::Message message_;
  storage::Database* shared_;  // PostgreSQL only, else null
  std::string scope_;
  std::atomic<std::uint64_t> calls_{0};
  std::mutex mutex_;
  std::unordered_map<std::string, domain::TokenBucket> buckets_;
};

}  // namespace aurum::services
