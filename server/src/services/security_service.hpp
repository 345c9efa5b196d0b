#pragma once
#include <optional>
#include <string>
#include <vector>

#include "domain/user.hpp"
#include "services/auth_service.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

struct MfaState {
  bool totp = false;
  int passkeys = 0;
  int recoveryCodesRemaining = 0;
  std::vector<std::string> methods;
  bool enabled() const { return totp || passkeys > 0; }
};

struct TotpEnrolment {
  std::string secret;  ///< base32
  std::string otpauthUrl;
  std::string qrSvg;
};

struct SessionView {
  std::string id;
  std::string device;
  std::string ip;
  std::int64_t createdAtMs = 0;
  std::int64_t lastSeenAtMs = 0;
  bool current = false;
};

struct SecurityEventView {
  std::int64_t id = 0;
  std::string event, ip, device, detail;
  std::int64_t atMs = 0;
};

/// The signed-in person's account security: TOTP and recovery codes, sessions, password change,
/// the security log, and closing the account.
class SecurityService {
 public:
  SecurityService(storage::Database& db, AuthService& auth, const util::Clock& clock);

  MfaState mfaState(const domain::User& user);
  /// A new secret to confirm; conflict when TOTP is already on.
  TotpEnrolment setupTotp(const domain::User& user);
  /// Confirms the set-up secret with a current code; answers the ten recovery codes.
  std::vector<std::string> enableTotp(const domain::User& user, const std::string& code,
                                      const ClientInfo& client);
  /// With a current code (TOTP or recovery) or the password.
  void disableTotp(const domain::User& user, const std::string& code, const std::string& password,
                   const ClientInfo& client);
  std::vector<std::string> regenerateRecoveryCodes(const domain::User& user,
                                                   const std::string& code,
                                                   const ClientInfo& client);

  std::vector<SessionView> sessions(const domain::User& user, const std::string& currentToken);
  /// not_found when the account has no such session.
  void revokeSession(const domain::User& user, const std::string& id, const ClientInfo& client);
  int revokeOtherSessions(const domain::User& user, const std::string& currentToken,
                          const ClientInfo& client);
  /// Verifies the current password, applies the password rules, ends every other session.
  int changePassword(const domain::User& user, const std::string& currentPassword,
                     const std::string& newPassword, const std::string& currentToken,
                     const ClientInfo& client);
  /// The last 90 days, newest first.
  std::vector<SecurityEventView> loginHistory(const domain::User& user);

  /// Closes the account (password, and `code` when a second factor is on); conflict while orders
  /// or payments are in flight. Personal data erased or anonymised, every session ended, KYC
  /// records start their retention period.
  void closeAccount(const domain::User& user, const std::string& password, const std::string& code,
                    const ClientInfo& client);

 private:
  /// A TOTP or recovery code, spent; invalid_credentials naming `code` otherwise.
  void requireCode(const domain::User& user, const std::string& code, const ClientInfo& client);

  storage::Database& db_;
  AuthService& auth_;
  const util::Clock& clock_;
};

}  // namespace aurum::services
