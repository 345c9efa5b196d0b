#include "services/address_rate_limiter.hpp"

#include "domain/client_address.hpp"
#include "domain/error.hpp"
#include "storage/rate_limit_repository.hpp"

namespace aurum::services {

AddressRateLimiter::AddressRateLimiter(const util::Clock& clock, double capacity, double perMinute,
                                       domain::Message message, storage::Database* shared,
                                       std::string scope)
    : clock_(clock),
      capacity_(capacity),
      perMinute_(perMinute),
      message_(std::move(message)),
      shared_(shared && shared->backend() == storage::Backend::kPostgres && !scope.empty()
                  ? shared
                  : nullptr),
      scope_(std::move(scope)) {}

void AddressRateLimiter::check(const std::string& clientIp) {
  const auto now = clock_.nowMs();
  if (shared_) {
    const auto key = domain::limitKey(clientIp);
    const bool sweep = calls_++ % 1024 == 0;  // now and then, forget buckets full again
    const auto refillMs = static_cast<std::int64_t>(capacity_ / perMinute_ * 60000);
    auto left = shared_->write([&](soci::session& s) {
      if (sweep) storage::RateLimitRepository::forget(s, scope_, now - refillMs);
      return storage::RateLimitRepository::take(s, scope_, key, now, capacity_, perMinute_);
    });
    if (left)
      throw domain::AppError(domain::ErrorCode::kRateLimited, message_)
          .withRetryAfter(domain::TokenBucket{*left, now}.retryAfterSeconds(perMinute_));
    return;
  }
  std::lock_guard lock(mutex_);
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
