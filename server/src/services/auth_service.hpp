#pragma once
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
  std::string token;  ///< empty when no session was opened (pending trader)
};

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
  /// hashing pool is full).
  SignedIn login(const std::string& email, const std::string& password, const ClientInfo& client);
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
  /// Deletes expired sessions and old sign-in failures; returns sessions removed.
  int purgeExpired();

 private:
  std::string openSession(soci::session& s, std::int64_t userId, const ClientInfo& client);

  storage::Database& db_;
  crypto::HashingPool& hasher_;
  const util::Clock& clock_;
  domain::SessionPolicy sessions_;
  domain::LoginThrottlePolicy throttle_;
  AddressRateLimiter registrations_;
  std::string dummyHash_;  ///< verified against when the e-mail is unknown, to keep timing even
};

}  // namespace aurum::services
