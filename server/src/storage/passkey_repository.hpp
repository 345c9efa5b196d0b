#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aurum::storage {

struct PasskeyRow {
  std::int64_t id = 0;
  std::int64_t userId = 0;
  std::string credentialId;  ///< base64url
  std::string publicKey;     ///< the COSE key, base64url
  int algorithm = 0;         ///< COSE: -7 ES256, -8 EdDSA
  std::int64_t signCount = 0;
  std::string name;
  std::int64_t createdAtMs = 0;
  std::optional<std::int64_t> lastUsedAtMs;
};

struct ChallengeRow {
  std::optional<std::int64_t> userId;  ///< null: a sign-in without a user named
  std::string purpose;                 ///< register or login
  std::string rpId;
  std::int64_t expiresAtMs = 0;
};

/// WebAuthn credentials (passkeys) and their single-use challenges (migration 010).
struct PasskeyRepository {
  static std::int64_t insert(soci::session& s, const PasskeyRow& row);
  static std::optional<PasskeyRow> findByCredentialId(soci::session& s,
                                                      const std::string& credentialId);
  /// The user's passkeys, newest first.
  static std::vector<PasskeyRow> listForUser(soci::session& s, std::int64_t userId);
  static int countForUser(soci::session& s, std::int64_t userId);
  /// False when the user has no passkey with that id.
  static bool remove(soci::session& s, std::int64_t userId, std::int64_t id);
  /// Records a use: moves the counter from `expectedCount` to `newCount` (false when another
  /// assertion moved it first) and sets last_used_at.
  static bool recordUse(soci::session& s, std::int64_t id, std::int64_t expectedCount,
                        std::int64_t newCount, std::int64_t nowMs);

  /// Stores a challenge under its hash.
  static void insertChallenge(soci::session& s, const std::string& challengeHash,
                              const ChallengeRow& row);
  /// Deletes the challenge and returns it, unless it had expired (it is deleted either way).
  static std::optional<ChallengeRow> consumeChallenge(soci::session& s,
                                                      const std::string& challengeHash,
                                                      std::int64_t nowMs);
  /// Deletes expired challenges; returns how many.
  static int purgeChallenges(soci::session& s, std::int64_t nowMs);
};

}  // namespace aurum::storage
