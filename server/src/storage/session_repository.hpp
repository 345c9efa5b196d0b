#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "domain/back_office.hpp"

namespace aurum::storage {

struct SessionRecord {
  std::string tokenHash;
  std::int64_t userId = 0;
  std::int64_t createdAtMs = 0;
  std::int64_t lastSeenAtMs = 0;
  std::string publicId;  ///< random, names the session in its owner's list
};

using SessionRow = domain::SessionRow;

/// Server-side sessions (keyed by token hash) and the purge of old sign-in failures.
class SessionRepository {
 public:
  static void insert(soci::session& s, const SessionRecord& r, const std::string& userAgent,
                     const std::string& ip);
  static void touch(soci::session& s, const std::string& tokenHash, std::int64_t nowMs);
  static void remove(soci::session& s, const std::string& tokenHash);
  static void removeForUser(soci::session& s, std::int64_t userId);
  /// The user's sessions, most recently seen first.
  static std::vector<SessionRow> listForUser(soci::session& s, std::int64_t userId);
  /// Removes the user's session with this public id; false when there is none.
  static bool removeByPublicId(soci::session& s, std::int64_t userId, const std::string& publicId);
  /// Removes every session of the user but `keepTokenHash`; returns how many.
  static int removeOthers(soci::session& s, std::int64_t userId, const std::string& keepTokenHash);
  /// True when the user has (or had, within the sessions still kept) a session from this device.
  static bool knownDevice(soci::session& s, std::int64_t userId, const std::string& userAgent);
  /// Deletes sessions idle since `idleBeforeMs` or created before `createdBeforeMs`.
  static int purgeExpired(soci::session& s, std::int64_t idleBeforeMs,
                          std::int64_t createdBeforeMs);

  /// Deletes sign-in failures older than `beforeMs` (storage/sign_in_attempts.hpp counts them).
  static void purgeLoginFailures(soci::session& s, std::int64_t beforeMs);
};

}  // namespace aurum::storage
