#pragma once
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "crypto/password.hpp"

namespace aurum::crypto {

/// Runs argon2id on its own few threads with a bounded queue. Hashing is slow and memory-hungry
/// on purpose; without a bound, a flood of registrations or sign-ins would occupy every worker
/// thread and starve the rest of the API. Callers block until their hash is done; when
/// `threads + maxQueued` hashes are already under way, the call fails at once with 503
/// `unavailable` and Retry-After instead of waiting.
class HashingPool {
 public:
  HashingPool(const PasswordHasher& hasher, std::size_t threads, std::size_t maxQueued);
  ~HashingPool();
  HashingPool(const HashingPool&) = delete;
  HashingPool& operator=(const HashingPool&) = delete;

  std::string hash(std::string_view password);
  bool verify(std::string_view encoded, std::string_view password);
  bool needsRehash(std::string_view encoded) const { return hasher_.needsRehash(encoded); }
  std::string unusableHash() const { return hasher_.unusableHash(); }

 private:
  /// Runs `job` on a pool thread and waits for it; throws unavailable when the pool is full.
  void run(const std::function<void()>& job);
  void work();

  const PasswordHasher& hasher_;
  std::size_t capacity_;  ///< running + waiting jobs allowed
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> queue_;
  std::size_t admitted_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace aurum::crypto
