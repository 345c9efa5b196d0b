#include "services/address_rate_limiter.hpp"

#include "domain/client_address.hpp"
#include "domain/error.hpp"

namespace aurum::services {

AddressRateLimiter::AddressRateLimiter(const util::Clock& clock, double capacity, double perMinute,
                                       domain::Message message)
    : clock_(clock), capacity_(capacity), perMinute_(perMinute), message_(std::move(message)) {}

void AddressRateLimiter::check(const std::string& clientIp) {
  std::lock_guard lock(mutex_);
  const auto now = clock_.nowMs();
  if (buckets_.size() > 10000) {
    // Forget addresses whose buckets are full again: a new bucket starts full anyway.
    const auto refillMs = static_cast<std::int64_t>(capacity_ / perMinute_ * 60000);
    for (auto it = buckets_.begin(); it != buckets_.end();)
      it = now - it->second.lastMs > refillMs ? buckets_.erase(it) : std::next(it);
  }
  auto& bucket = buckets_[domain::limitKey(clientIp)];
  if (!bucket.take(now, capacity_, perMinute_))
    throw domain::AppError(domain::ErrorCode::kRateLimited, message_)
        .withRetryAfter(bucket.retryAfterSeconds(perMinute_));
}

}  // namespace aurum::services
