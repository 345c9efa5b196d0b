#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>

namespace aurum::storage {

struct SessionRecord {
  std::string tokenHash;
  std::int64_t userId = 0;
  std::int64_t createdAtMs = 0;
  std::int64_t lastSeenAtMs = 0;
};

/// Server-side sessions (keyed by token hash) and the sign-in failure log used for throttling.
class SessionRepository {
 public:
  static void insert(soci::session& s, const SessionRecord& r, const std::string& userAgent,
                     const std::string& ip);
  static std::optional<SessionRecord> find(soci::session& s, const std::string& tokenHash);
  static void touch(soci::session& s, const std::string& tokenHash, std::int64_t nowMs);
  static void remove(soci::session& s, const std::string& tokenHash);
  static void removeForUser(soci::session& s, std::int64_t userId);
  /// Deletes sessions idle since `idleBeforeMs` or created before `createdBeforeMs`.
  static int purgeExpired(soci::session& s, std::int64_t idleBeforeMs, std::int64_t createdBeforeMs);

  static void recordLoginFailure(soci::session& s, const std::string& accountKey,
                                 const std::string& ip, std::int64_t nowMs);
  /// Failures for the account and for the address since `sinceMs`, and the oldest of each.
  struct FailureCounts {
    int account = 0;
    int address = 0;
    std::int64_t oldestAccountMs = 0;
    std::int64_t oldestAddressMs = 0;
  };
  static FailureCounts countLoginFailures(soci::session& s, const std::string& accountKey,
                                          const std::string& ip, std::int64_t sinceMs);
  static void purgeLoginFailures(soci::session& s, std::int64_t beforeMs);
  static void clearLoginFailures(soci::session& s, const std::string& accountKey);
};

}  // namespace aurum::storage
