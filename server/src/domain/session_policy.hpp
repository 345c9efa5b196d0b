#pragma once
#include <cstdint>

namespace aurum::domain {

/// How long a session lives: it ends after `idleMs` without use or `absoluteMs` after sign-in,
/// whichever comes first.
struct SessionPolicy {
  std::int64_t idleMs = 12LL * 3600 * 1000;
  std::int64_t absoluteMs = 7LL * 24 * 3600 * 1000;
  /// Last-seen is written back at most this often, so reads do not become writes.
  std::int64_t touchIntervalMs = 60LL * 1000;

  bool isExpired(std::int64_t createdAtMs, std::int64_t lastSeenMs, std::int64_t nowMs) const {
    return nowMs - lastSeenMs >= idleMs || nowMs - createdAtMs >= absoluteMs;
  }
};

/// Sign-in throttling: at most `maxFailuresPerAccountAddress` failed attempts for one account from
/// one address (key) and `maxFailuresPerAddress` from one address within `windowMs`; further
/// attempts are refused until the oldest failure leaves the window. Never per account alone: an
/// attacker hammering an account from one address must not lock its owner out elsewhere.
struct LoginThrottlePolicy {
  int maxFailuresPerAccountAddress = 5;
  int maxFailuresPerAddress = 20;
  std::int64_t windowMs = 15LL * 60 * 1000;
};

}  // namespace aurum::domain
