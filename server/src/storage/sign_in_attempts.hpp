#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <string>

namespace aurum::storage {

/// Sign-in attempts counted for throttling (table `login_failures`). An attempt is reserved
/// (stored as a failure) before the password is checked, and the count and the insert happen
/// under one lock per address, so parallel guesses cannot slip past the limit between a count
/// and its insert.
class SignInAttemptRepository {
 public:
  struct Limits {
    std::int64_t windowMs = 0;
    int perAccountAddress = 0;  ///< failures for one account from one address key
    int perAddress = 0;         ///< failures from one address key, whatever the account
  };
  struct Reservation {
    std::int64_t id = 0;  ///< the reserved row; 0 when refused
    std::int64_t retryAtMs =
        0;  ///< when refused: when the oldest counted failure leaves the window
    bool granted() const { return id != 0; }
  };
  /// Call inside a write transaction. Counts the failures within the window and, when both are
  /// under their limits, inserts this attempt as a failure.
  static Reservation reserve(soci::session& s, const std::string& accountKey,
                             const std::string& addressKey, std::int64_t nowMs,
                             const Limits& limits);
  /// Forgets one reservation (the attempt was never evaluated).
  static void release(soci::session& s, std::int64_t id);
  /// After a correct password: forgets this account's failures from this address only, so the
  /// owner signing in does not wipe out what an attacker elsewhere has used up.
  static void clear(soci::session& s, const std::string& accountKey, const std::string& addressKey);
};

}  // namespace aurum::storage
