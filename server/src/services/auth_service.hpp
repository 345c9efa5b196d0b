#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "crypto/hashing_pool.hpp"
#include "domain/session_policy.hpp"
#include "domain/user.hpp"
#include "services/address_rate_limiter.hpp"
#include "storage/database.hpp"
#include "storage/user_repository.hpp"
#include "util/clock.hpp"

namespace aurum::services {

struct ClientInfo {
  std::string ip;
  std::string userAgent;
};

struct RegisterInput {
  std::string role;
  std::string firstName;
  std::string lastName;
  std::string email;
  std::string password;
  std::optional<domain::TraderApplication> trader;  ///< required when role is gold_trader
};

struct SignedIn {
  domain::User user;
  std::string token;  ///< empty when no session was opened (pending trader, second factor awaited)
  /// Set when the password was right and a second factor is awaited (the aurum_mfa cookie).
  std::string pendingToken;
  std::vector<std::string> methods;  ///< the account's second factors: totp, recovery, passkey
};

/// Called after a sign-in from a device the account has not signed in from before.
using NewDeviceHook =
    std::function<void(std::int64_t userId, const std::string& device, const std::string& ip)>;

/// Accounts and sessions: registration, sign-in with throttling, sign-out, session lookup,
/// trader approval and operator account creation.
class AuthService {
 public:
  /// Hashing goes through `hasher`'s bounded pool; `registrationsPerHour` is per address.
  AuthService(storage::Database& db, crypto::HashingPool& hasher, const util::Clock& clock,
              domain::SessionPolicy sessions = {}, domain::LoginThrottlePolicy throttle = {},
              double registrationsPerHour = 10);

  /// Creates a client (active, signed in) or a gold trader (pending approval, not signed in).
  /// Throws rate_limited past the per-address registration rate.
  SignedIn registerUser(const RegisterInput& in, const ClientInfo& client);
  /// Throws invalid_credentials, account_pending, account_suspended, rate_limited (too many
  /// failures for this account from this address, or from this address) or unavailable (the
  /// hashing pool is full). With a second factor on, no session: `pendingToken` and `methods`.
  SignedIn login(const std::string& email, const std::string& password, const ClientInfo& client);

  /// Completes a pending sign-in with a TOTP or recovery code. Throws unauthorized (no or an
  /// expired pending sign-in), invalid_credentials (wrong or reused code), rate_limited (5 wrong
  /// codes for this sign-in, or 10 for the account in 15 minutes).
  SignedIn verifySecondFactor(const std::string& pendingToken, const std::string& code,
                              const ClientInfo& client);
  /// Completes a pending sign-in with a passkey: `verify(expectedUserId)` checks the assertion
  /// (throwing invalid_credentials when it fails) and returns the passkey's user. Same limits.
  SignedIn verifyPendingPasskey(const std::string& pendingToken, const ClientInfo& client,
                                const std::function<std::int64_t(std::int64_t)>& verify);
  /// The user a live pending sign-in belongs to.
  std::optional<std::int64_t> pendingUserId(const std::string& pendingToken);
  /// Opens a session for a user who proved themselves without a password (a passkey); records
  /// `event`. Throws account_pending / account_suspended like login.
  SignedIn signInVerified(std::int64_t userId, const ClientInfo& client, std::string_view event);
  /// Adds an entry to the user's security log.
  void recordEvent(std::int64_t userId, std::string_view event, const ClientInfo& client,
                   std::string_view detail = "");
  void setNewDeviceHook(NewDeviceHook hook) { newDevice_ = std::move(hook); }
  /// The data key TOTP secrets are sealed with (loaded at prepare).
  void useDataKey(std::string key) { dataKey_ = std::move(key); }
  const std::string& dataKey() const { return dataKey_; }
  /// How long a pending sign-in waits for its second factor.
  static constexpr std::int64_t kPendingMs = 5 * 60 * 1000;
  void logout(const std::string& token);
  /// Proves the signed-in person knows the password (e-mail change); throws invalid_credentials
  /// naming currentPassword, throttled like sign-in.
  void confirmPassword(const domain::User& user, const std::string& password,
                       const ClientInfo& client);
  /// The user behind a live session token; extends the idle window.
  std::optional<domain::User> authenticate(const std::string& token);
  /// Opens a session for an existing account (demo sign-in).
  SignedIn signInAs(const std::string& email, const ClientInfo& client);

  std::vector<domain::User> listUsers();
  std::vector<domain::TraderRecord> listTraders();
  domain::User approveTrader(std::int64_t adminId, std::int64_t userId);
  domain::User approveTraderByEmail(const std::string& email);
  /// Operator path (`aurum admin create-user`): creates an active account of any role.
  domain::User createUser(const std::string& email, domain::Role role, const std::string& password,
                          const std::string& firstName, const std::string& lastName);

  const domain::SessionPolicy& sessionPolicy() const { return sessions_; }
  /// Deletes expired sessions, pending sign-ins, old sign-in failures and security-log entries
  /// past 90 days; returns sessions removed.
  int purgeExpired();

  /// Verifies the password of a signed-in user for a sensitive change (throttled like sign-in).
  void checkPassword(const domain::User& user, const std::string& password,
                     const ClientInfo& client, const char* field) {
    confirmPasswordField(user, password, client, field);
  }
  /// Argon2id hash of a new password (through the bounded pool).
  std::string hashPassword(const std::string& password) { return hasher_.hash(password); }

 private:
  std::string openSession(soci::session& s, std::int64_t userId, const ClientInfo& client);
  /// Refuses a pending trader's sign-in: 403 forbidden with the reason when the application was
  /// declined, account_pending otherwise.
  [[noreturn]] void refusePending(std::int64_t userId);
  /// Opens the session of a completed sign-in: the session, the log entry, the new-device check.
  SignedIn finishSignIn(const domain::User& user, const ClientInfo& client, std::string_view event,
                        const std::optional<std::string>& rehash = std::nullopt);
  void confirmPasswordField(const domain::User& user, const std::string& password,
                            const ClientInfo& client, const char* field);
  /// The pending sign-in's user, after the attempt limits; throws unauthorized / rate_limited.
  std::int64_t pendingFor(const std::string& pendingHash);
  /// Counts a wrong second factor; deletes the pending sign-in at the limit.
  void failPending(const std::string& pendingHash, std::int64_t userId, const ClientInfo& client);

  storage::Database& db_;
  crypto::HashingPool& hasher_;
  const util::Clock& clock_;
  domain::SessionPolicy sessions_;
  domain::LoginThrottlePolicy throttle_;
  AddressRateLimiter registrations_;
  std::string dummyHash_;  ///< verified against when the e-mail is unknown, to keep timing even
  std::string dataKey_;
  NewDeviceHook newDevice_;
};

}  // namespace aurum::services
