#pragma once
#include <mutex>
#include <string>
#include <unordered_map>

#include "domain/error.hpp"
#include "domain/token_bucket.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// A token bucket per address key (domain::limitKey), held in this process only: with several
/// instances each one counts on its own. Used where a request is cheap to refuse and a stored
/// count would cost a write per request (registration, contact requests).
class AddressRateLimiter {
 public:
  /// A burst of `capacity` requests per address, refilled at `perMinute`.
  AddressRateLimiter(const util::Clock& clock, double capacity, double perMinute,
                     domain::Message message);
  /// Throws rate_limited with Retry-After when `clientIp` has no token left.
  void check(const std::string& clientIp);

 private:
  const util::Clock& clock_;
  double capacity_;
  double perMinute_;
  domain::Message message_;
  std::mutex mutex_;
  std::unordered_map<std::string, domain::TokenBucket> buckets_;
};

}  // namespace aurum::services
