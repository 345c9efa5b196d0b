#include "crypto/hashing_pool.hpp"

#include <algorithm>
#include <exception>
#include <future>

#include "domain/error.hpp"
#include "util/thread_name.hpp"

namespace aurum::crypto {

HashingPool::HashingPool(const PasswordHasher& hasher, std::size_t threads, std::size_t maxQueued)
    : hasher_(hasher), capacity_(std::max<std::size_t>(1, threads) + maxQueued) {
  for (std::size_t i = 0; i < std::max<std::size_t>(1, threads); ++i) {
    threads_.emplace_back([this] { work(); });
    util::nameThread(threads_.back(), "hashing");
  }
}

HashingPool::~HashingPool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (auto& t : threads_) t.join();
}

void HashingPool::work() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, nothing left
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    job();
  }
}

void HashingPool::run(const std::function<void()>& job) {
  std::promise<void> done;
  auto finished = done.get_future();
  {
    std::lock_guard lock(mutex_);
    if (admitted_ >= capacity_)
      throw domain::AppError(domain::ErrorCode::kUnavailable,
                             "The server is busy; please try again in a moment")
          .withRetryAfter(1);
    ++admitted_;
    queue_.push_back([&] {
      std::exception_ptr error;
      try {
        job();
      } catch (...) {
        error = std::current_exception();
      }
      {
        std::lock_guard release(mutex_);
        --admitted_;
      }
      // Last: the caller's frame (job, done) may be gone once it wakes.
      if (error)
        done.set_exception(error);
      else
        done.set_value();
    });
  }
  wake_.notify_one();
  finished.get();
}

std::string HashingPool::hash(std::string_view password) {
  std::string out;
  run([&] { out = hasher_.hash(password); });
  return out;
}

bool HashingPool::verify(std::string_view encoded, std::string_view password) {
  bool ok = false;
  run([&] { ok = hasher_.verify(encoded, password); });
  return ok;
}

}  // namespace aurum::crypto
