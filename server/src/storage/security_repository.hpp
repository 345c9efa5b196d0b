#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

namespace aurum::storage {

struct TotpRow {
  std::string secret;  ///< encrypted under the data key (services decrypt)
  std::optional<std::int64_t> enabledAtMs;
  std::int64_t lastStep = 0;
};

struct PendingSignIn {
  std::int64_t userId = 0;
  std::int64_t expiresAtMs = 0;
  int attempts = 0;
};

struct SecurityEventRow {
  std::int64_t id = 0;
  std::string event, ip, device, detail;
  std::int64_t atMs = 0;
};

/// Second factors (TOTP secret, recovery codes), sign-ins awaiting their second factor, the
/// security log, and account closure's erasure.
class SecurityRepository {
 public:
  // TOTP
  static std::optional<TotpRow> findTotp(soci::session& s, std::int64_t userId);
  /// A fresh, not yet enabled secret (replaces one that was never enabled).
  static void setupTotp(soci::session& s, std::int64_t userId, const std::string& secret,
                        std::int64_t nowMs);
  static void enableTotp(soci::session& s, std::int64_t userId, std::int64_t nowMs,
                         std::int64_t step);
  /// Records `step` as used unless it (or a later one) already was: false means a replay.
  static bool useTotpStep(soci::session& s, std::int64_t userId, std::int64_t step);
  static void deleteTotp(soci::session& s, std::int64_t userId);

  // Recovery codes
  static void replaceRecoveryCodes(soci::session& s, std::int64_t userId,
                                   const std::vector<std::string>& hashes, std::int64_t nowMs);
  /// Marks the unused code with this hash used; false when there is none.
  static bool useRecoveryCode(soci::session& s, std::int64_t userId, const std::string& hash,
                              std::int64_t nowMs);
  static int unusedRecoveryCodes(soci::session& s, std::int64_t userId);
  static void deleteRecoveryCodes(soci::session& s, std::int64_t userId);

  static int countPasskeys(soci::session& s, std::int64_t userId);

  // Sign-ins awaiting a second factor (keyed by the pending cookie's hash)
  static void insertPending(soci::session& s, const std::string& tokenHash, std::int64_t userId,
                            std::int64_t nowMs, std::int64_t expiresAtMs,
                            const std::string& userAgent, const std::string& ip);
  static std::optional<PendingSignIn> findPending(soci::session& s, const std::string& tokenHash);
  /// Counts one more attempt; returns the new count.
  static int addPendingAttempt(soci::session& s, const std::string& tokenHash);
  static void deletePending(soci::session& s, const std::string& tokenHash);
  static void purgePending(soci::session& s, std::int64_t nowMs);

  // The security log
  static void insertEvent(soci::session& s, std::int64_t userId, const std::string& event,
                          const std::string& ip, const std::string& device,
                          const std::string& detail, std::int64_t atMs);
  static std::vector<SecurityEventRow> listEvents(soci::session& s, std::int64_t userId,
                                                  std::int64_t sinceMs, int limit);
  static void purgeEvents(soci::session& s, std::int64_t beforeMs);
  /// How many `event`s the user had since `sinceMs`.
  static int countEvents(soci::session& s, std::int64_t userId, const std::string& event,
                         std::int64_t sinceMs);
  /// Completed sign-ins kept in the log: {all of them, those from `device`}.
  static std::pair<int, int> priorSignIns(soci::session& s, std::int64_t userId,
                                          const std::string& device);

  /// Orders or payments of the user that are not settled yet (closure waits for them).
  static int ordersInFlight(soci::session& s, std::int64_t userId);
  /// Account closure: deletes what only serves the person (second factors, sessions, settings,
  /// notifications, alerts, unsent messages, avatar, cart) and anonymises what the law keeps
  /// (the user row, the names and street addresses on orders and quotes).
  static void eraseAndAnonymise(soci::session& s, std::int64_t userId, std::int64_t nowMs);
};

}  // namespace aurum::storage
