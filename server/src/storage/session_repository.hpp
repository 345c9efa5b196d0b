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

/// Server-side sessions (keyed by token hash) and the purge of old sign-in failures.
class SessionRepository {
 public:
  static void insert(soci::session& s, const SessionRecord& r, const std::string& userAgent,
                     const std::string& ip);
  static std::optional<SessionRecord> find(soci::session& s, const std::string& tokenHash);
  static void touch(soci::session& s, const std::string& tokenHash, std::int64_t nowMs);
  static void remove(soci::session& s, const std::string& tokenHash);
  static void removeForUser(soci::session& s, std::int64_t userId);
  /// Deletes sessions idle since `idleBeforeMs` or created before `createdBeforeMs`.
  static int purgeExpired(soci::session& s, std::int64_t idleBeforeMs,
                          std::int64_t createdBeforeMs);

  /// Deletes sign-in failures older than `beforeMs` (storage/sign_in_attempts.hpp counts them).
  static void purgeLoginFailures(soci::session& s, std::int64_t beforeMs);
};

}  // namespace aurum::storage
