#include "crypto/hashing_pool.hpp"

#include <gtest/gtest.h>
#include <sodium.h>

#include <atomic>
#include <thread>
#include <vector>

#include "domain/error.hpp"

using namespace aurum;

TEST(HashingPool, HashesAndVerifiesOnItsOwnThreads) {
  crypto::PasswordHasher hasher(crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN);
  crypto::HashingPool pool(hasher, 1, 4);
  auto h = pool.hash("a long enough password");
  EXPECT_TRUE(pool.verify(h, "a long enough password"));
  EXPECT_FALSE(pool.verify(h, "another long password"));
}

TEST(HashingPool, RefusesWithUnavailableWhenItsQueueIsFull) {
  // Real (slow) parameters so the calls overlap: 1 running + 1 waiting, the rest refused at once.
  crypto::PasswordHasher hasher;
  crypto::HashingPool pool(hasher, 1, 1);
  std::atomic<int> done{0}, refused{0};
  std::vector<std::thread> callers;
  for (int i = 0; i < 6; ++i)
    callers.emplace_back([&] {
      try {
        pool.hash("a long enough password");
        ++done;
      } catch (const domain::AppError& e) {
        EXPECT_EQ(e.code(), domain::ErrorCode::kUnavailable);
        EXPECT_GE(e.retryAfterSeconds(), 1);
        ++refused;
      }
    });
  for (auto& t : callers) t.join();
  EXPECT_GE(done.load(), 1);
  EXPECT_LE(done.load(),
            4);  // never all six at once: at most two fit, a few more if earlier ones finished
  EXPECT_GE(refused.load(), 2);
}
