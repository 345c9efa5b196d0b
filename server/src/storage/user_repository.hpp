#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "domain/user.hpp"
#include "storage/session_repository.hpp"

namespace aurum::storage {

struct NewUser {
  std::string email;
  std::string firstName;
  std::string lastName;
  domain::Role role = domain::Role::kClient;
  domain::UserStatus status = domain::UserStatus::kActive;
  std::string passwordHash;
  std::int64_t createdAtMs = 0;
};

struct UserWithHash {
  domain::User user;
  std::string passwordHash;
};

struct UserWithSettings {
  domain::User user;
  std::optional<std::string> settings;  ///< the settings document, when the user saved one
};

using domain::TraderRecord;

/// Users and trader applications. All SQL for accounts lives here.
class UserRepository {
 public:
  /// Inserts and returns the new id; throws AppError(kEmailTaken) when the e-mail exists.
  static std::int64_t insert(soci::session& s, const NewUser& u);
  static std::optional<domain::User> findById(soci::session& s, std::int64_t id);
  static std::optional<UserWithHash> findByEmail(soci::session& s, const std::string& email);
  /// The session with token hash `tokenHash` and its user, in one statement (every signed-in
  /// request asks this).
  static std::optional<std::pair<SessionRecord, domain::User>> findBySession(
      soci::session& s, const std::string& tokenHash);
  static std::vector<domain::User> list(soci::session& s);
  static void setStatus(soci::session& s, std::int64_t id, domain::UserStatus status);
  static void setRole(soci::session& s, std::int64_t id, domain::Role role);
  static void setPasswordHash(soci::session& s, std::int64_t id, const std::string& hash);
  /// KYC status and the reason of the last decision (null clears either).
  static void setKyc(soci::session& s, std::int64_t id, const std::optional<std::string>& status,
                     const std::optional<std::string>& reason);
  static void setAmlStatus(soci::session& s, std::int64_t id, const std::string& status);
  static void setNames(soci::session& s, std::int64_t id, const std::string& firstName,
                       const std::string& lastName);
  /// Throws AppError(kEmailTaken) when another account has `email` (already normalized).
  static void setEmail(soci::session& s, std::int64_t id, const std::string& email);
  static void setProfileImageUrl(soci::session& s, std::int64_t id, const std::string& url);
  /// Locks the account's row until the transaction ends (PostgreSQL; on SQLite the one writer
  /// already excludes every other writer). Pipelined: it goes out with the transaction's next
  /// statement, which PostgreSQL begins once the lock is held.
  static void lockRow(soci::session& s, std::int64_t id, bool postgres);
  /// The account with its settings document, in one statement (the paid checkout's buyer).
  static std::optional<UserWithSettings> findWithSettings(soci::session& s, std::int64_t id);

  static void insertTraderApplication(soci::session& s, std::int64_t userId,
                                      const domain::TraderApplication& a, std::int64_t nowMs);
  static std::vector<TraderRecord> listTraders(soci::session& s);
  static void markTraderDecided(soci::session& s, std::int64_t userId, std::int64_t adminId,
                                std::int64_t nowMs);
};

}  // namespace aurum::storage
