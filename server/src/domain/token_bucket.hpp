#pragma once
#include <algorithm>
#include <cstdint>

namespace aurum::domain {

/// A token bucket: `capacity` requests at once, refilled at `refillPerMinute`.
struct TokenBucket {
  double tokens = 0;
  std::int64_t lastMs = 0;

  /// Takes one token if there is one. A new bucket starts full.
  bool take(std::int64_t nowMs, double capacity, double refillPerMinute) {
    if (lastMs == 0) {
      tokens = capacity;
      lastMs = nowMs;
    }
    tokens = std::min(capacity, tokens + (nowMs - lastMs) * refillPerMinute / 60000.0);
    lastMs = std::max(lastMs, nowMs);
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  }
  /// Seconds until the next token.
  int retryAfterSeconds(double refillPerMinute) const {
    return std::max(1, static_cast<int>((1 - tokens) * 60 / refillPerMinute) + 1);
  }
};

}  // namespace aurum::domain
