#include "services/auth_service.hpp"

#include <algorithm>

#include "crypto/token.hpp"
#include "domain/client_address.hpp"
#include "domain/device.hpp"
#include "domain/error.hpp"
#include "services/second_factor.hpp"
#include "storage/admin_repository.hpp"
#include "storage/security_repository.hpp"
#include "storage/session_repository.hpp"
#include "storage/sign_in_attempts.hpp"
#include "storage/trader_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::Role;
using domain::User;
using domain::UserStatus;
using storage::SecurityRepository;
using storage::SessionRepository;
using storage::UserRepository;

AuthService::AuthService(storage::Database& db, crypto::HashingPool& hasher,
                         const util::Clock& clock, domain::SessionPolicy sessions,
                         domain::LoginThrottlePolicy throttle, double registrationsPerHour)
    : db_(db),
      hasher_(hasher),
      clock_(clock),
      sessions_(sessions),
      throttle_(throttle),
      registrations_(
          clock, registrationsPerHour, registrationsPerHour / 60,
          domain::Message("Too many registrations from your network; please try again later"), &db,
          "register"),
      dummyHash_(hasher.unusableHash()) {}

std::string AuthService::openSession(soci::session& s, std::int64_t userId,
                                     const ClientInfo& client) {
  auto token = crypto::randomToken(32);
  auto now = clock_.nowMs();
  SessionRepository::insert(s,
                            {crypto::hashToken(token), userId, now, now, crypto::randomToken(12)},
                            client.userAgent.substr(0, 300), client.ip);
  return token;
}

void AuthService::recordEvent(std::int64_t userId, std::string_view event, const ClientInfo& client,
                              std::string_view detail) {
  db_.write([&](soci::session& s) {
    SecurityRepository::insertEvent(s, userId, std::string(event), client.ip,
                                    domain::describeDevice(client.userAgent), std::string(detail),
                                    clock_.nowMs());
  });
}

SignedIn AuthService::finishSignIn(const User& user, const ClientInfo& client,
                                   std::string_view event,
                                   const std::optional<std::string>& rehash) {
  const auto device = domain::describeDevice(client.userAgent);
  bool newDevice = false;
  auto out = db_.write([&](soci::session& s) {
    if (rehash) UserRepository::setPasswordHash(s, user.id, *rehash);
    auto [all, same] = SecurityRepository::priorSignIns(s, user.id, device);
    newDevice = all > 0 && same == 0;
    SecurityRepository::insertEvent(s, user.id, std::string(event), client.ip, device, "",
                                    clock_.nowMs());
    if (newDevice)
      SecurityRepository::insertEvent(s, user.id, "new_device", client.ip, device, "",
                                      clock_.nowMs());
    return SignedIn{*UserRepository::findById(s, user.id), openSession(s, user.id, client), {}, {}};
  });
  if (newDevice && newDevice_) newDevice_(user.id, device, client.ip);
  return out;
}

SignedIn AuthService::registerUser(const RegisterInput& in, const ClientInfo& client) {
  auto role = domain::parseRole(in.role);
  if (!role || *role == Role::kAdmin)
    throw domain::validationError("role", "role must be client or gold_trader");
  storage::NewUser nu;
  nu.firstName = domain::requireName(in.firstName, "firstName");
  nu.lastName = domain::requireName(in.lastName, "lastName");
  nu.email = domain::normalizeEmail(in.email);
  domain::checkPasswordPolicy(in.password);
  nu.role = *role;
  nu.createdAtMs = clock_.nowMs();
  domain::TraderApplication app;
  if (*role == Role::kGoldTrader) {
    if (!in.trader) throw domain::validationError("companyName", "Company name is required");
    app = *in.trader;
    app.companyName = domain::requireName(app.companyName, "companyName");
    if (app.tradingLicense.size() < 5)
      throw domain::validationError("tradingLicense", "Trading license number is required");
    nu.status = UserStatus::kPendingApproval;
  }
  registrations_.check(client.ip);              // before the costly hash
  nu.passwordHash = hasher_.hash(in.password);  // slow on purpose: outside the write lock
  return db_.write([&](soci::session& s) {
    auto id = UserRepository::insert(s, nu);
    // Invited by traders: the new account becomes their client (docs/trader-workspace.md).
    storage::TraderRepository::acceptInvites(s, nu.email, id, nu.createdAtMs);
    SignedIn out;
    if (*role == Role::kGoldTrader) {
      UserRepository::insertTraderApplication(s, id, app, nu.createdAtMs);
    } else {
      out.token = openSession(s, id, client);
      SecurityRepository::insertEvent(s, id, "sign_in", client.ip,
                                      domain::describeDevice(client.userAgent), "registration",
                                      nu.createdAtMs);
    }
    out.user = *UserRepository::findById(s, id);
    return out;
  });
}

SignedIn AuthService::login(const std::string& rawEmail, const std::string& password,
                            const ClientInfo& client) {
  if (rawEmail.empty()) throw domain::validationError("email", "Email is required");
  if (password.empty()) throw domain::validationError("password", "Password is required");
  std::string email;
  try {
    email = domain::normalizeEmail(rawEmail);
  } catch (const AppError&) {
    throw AppError(ErrorCode::kInvalidCredentials, "Incorrect email or password");
  }
  // Reserve the attempt before checking the password: the reservation counts as a failure until
  // the password proves right, so parallel guesses cannot exceed the limit.
  const auto now = clock_.nowMs();
  const auto addressKey = domain::limitKey(client.ip);
  const storage::SignInAttemptRepository::Limits limits{
      throttle_.windowMs, throttle_.maxFailuresPerAccountAddress, throttle_.maxFailuresPerAddress};
  auto reservation = db_.write([&](soci::session& s) {
    return storage::SignInAttemptRepository::reserve(s, email, addressKey, now, limits);
  });
  if (!reservation.granted()) {
    int wait =
        static_cast<int>(std::max<std::int64_t>(1, (reservation.retryAtMs - now + 999) / 1000));
    throw AppError(ErrorCode::kRateLimited, "Too many failed sign-in attempts. Try again later.")
        .withRetryAfter(wait);
  }
  auto found = db_.read([&](soci::session& s) { return UserRepository::findByEmail(s, email); });
  bool ok = false;
  try {
    ok = hasher_.verify(found ? found->passwordHash : dummyHash_, password) && found.has_value();
  } catch (const AppError&) {
    // Not evaluated (the hashing pool is full): the attempt must not count.
    db_.write(
        [&](soci::session& s) { storage::SignInAttemptRepository::release(s, reservation.id); });
    throw;
  }
  if (!ok) {
    if (found) recordEvent(found->user.id, "sign_in_failed", client, "wrong password");
    throw AppError(ErrorCode::kInvalidCredentials, "Incorrect email or password");
  }
  // The right password, from here: this address's failures for the account are forgotten.
  db_.write(
      [&](soci::session& s) { storage::SignInAttemptRepository::clear(s, email, addressKey); });
  if (found->user.status == UserStatus::kPendingApproval) refusePending(found->user.id);
  if (found->user.status == UserStatus::kSuspended)
    throw AppError(ErrorCode::kAccountSuspended, "This account is suspended; contact support");
  std::optional<std::string> rehash;
  if (hasher_.needsRehash(found->passwordHash)) {
    try {
      rehash = hasher_.hash(password);
    } catch (const AppError&) {
      // The pool is busy: the upgrade can wait for the next sign-in; this one succeeds.
    }
  }
  // A second factor on: no session yet, a short-lived pending sign-in instead.
  auto pending = db_.write([&](soci::session& s) -> std::optional<SignedIn> {
    if (rehash) UserRepository::setPasswordHash(s, found->user.id, *rehash);
    auto methods = second_factor::methods(s, found->user.id);
    if (methods.empty()) return std::nullopt;
    auto token = crypto::randomToken(32);
    auto at = clock_.nowMs();
    SecurityRepository::insertPending(s, crypto::hashToken(token), found->user.id, at,
                                      at + kPendingMs, client.userAgent.substr(0, 300), client.ip);
    SecurityRepository::insertEvent(s, found->user.id, "mfa_required", client.ip,
                                    domain::describeDevice(client.userAgent), "", at);
    return SignedIn{found->user, "", token, methods};
  });
  if (pending) return *pending;
  return finishSignIn(found->user, client, "sign_in");
}

void AuthService::refusePending(std::int64_t userId) {
  auto declined = db_.read(
      [&](soci::session& s) { return storage::AdminRepository::rejectionReason(s, userId); });
  if (declined)
    throw AppError(ErrorCode::kForbidden,
                   {"Your trader application was declined: {reason}", {{"reason", *declined}}});
  throw AppError(ErrorCode::kAccountPending,
                 "Your gold trader application is awaiting approval by an administrator");
}

std::int64_t AuthService::pendingFor(const std::string& pendingHash) {
  auto now = clock_.nowMs();
  auto pending =
      db_.read([&](soci::session& s) { return SecurityRepository::findPending(s, pendingHash); });
  if (!pending || pending->expiresAtMs < now)
    throw AppError(ErrorCode::kUnauthorized, "The sign-in expired; enter your password again");
  int recent = db_.read([&](soci::session& s) {
    return SecurityRepository::countEvents(s, pending->userId, "mfa_failed", now - 15 * 60 * 1000);
  });
  if (recent >= 10)
    throw AppError(ErrorCode::kRateLimited, "Too many wrong verification codes. Try again later.")
        .withRetryAfter(15 * 60);
  return pending->userId;
}

void AuthService::failPending(const std::string& pendingHash, std::int64_t userId,
                              const ClientInfo& client) {
  int attempts = db_.write([&](soci::session& s) {
    SecurityRepository::insertEvent(s, userId, "mfa_failed", client.ip,
                                    domain::describeDevice(client.userAgent), "", clock_.nowMs());
    int n = SecurityRepository::addPendingAttempt(s, pendingHash);
    if (n >= 5) SecurityRepository::deletePending(s, pendingHash);
    return n;
  });
  if (attempts >= 5)
    throw AppError(ErrorCode::kRateLimited, "Too many wrong verification codes; sign in again")
        .withRetryAfter(1);
  throw AppError(ErrorCode::kInvalidCredentials, "The verification code is not correct", "code");
}

std::optional<std::int64_t> AuthService::pendingUserId(const std::string& pendingToken) {
  if (pendingToken.empty() || pendingToken.size() > 200) return std::nullopt;
  auto pending = db_.read([&](soci::session& s) {
    return SecurityRepository::findPending(s, crypto::hashToken(pendingToken));
  });
  if (!pending || pending->expiresAtMs < clock_.nowMs()) return std::nullopt;
  return pending->userId;
}

SignedIn AuthService::verifySecondFactor(const std::string& pendingToken, const std::string& code,
                                         const ClientInfo& client) {
  if (pendingToken.empty() || pendingToken.size() > 200)
    throw AppError(ErrorCode::kUnauthorized, "The sign-in expired; enter your password again");
  const auto hash = crypto::hashToken(pendingToken);
  const auto userId = pendingFor(hash);
  auto kind = db_.write([&](soci::session& s) {
    auto k = second_factor::consumeCode(s, userId, code, dataKey_, clock_.nowMs());
    if (k != second_factor::CodeKind::kNone) SecurityRepository::deletePending(s, hash);
    return k;
  });
  if (kind == second_factor::CodeKind::kNone) failPending(hash, userId, client);
  if (kind == second_factor::CodeKind::kRecovery) recordEvent(userId, "recovery_code_used", client);
  auto user = db_.read([&](soci::session& s) { return UserRepository::findById(s, userId); });
  if (!user || user->status != UserStatus::kActive)
    throw AppError(ErrorCode::kAccountSuspended, "This account is suspended; contact support");
  return finishSignIn(*user, client, "mfa_verified");
}

SignedIn AuthService::verifyPendingPasskey(
    const std::string& pendingToken, const ClientInfo& client,
    const std::function<std::int64_t(std::int64_t)>& verify) {
  if (pendingToken.empty() || pendingToken.size() > 200)
    throw AppError(ErrorCode::kUnauthorized, "The sign-in expired; enter your password again");
  const auto hash = crypto::hashToken(pendingToken);
  const auto userId = pendingFor(hash);
  try {
    if (verify(userId) != userId) failPending(hash, userId, client);
  } catch (const AppError& e) {
    if (e.code() != ErrorCode::kInvalidCredentials) throw;
    failPending(hash, userId, client);
  }
  db_.write([&](soci::session& s) { SecurityRepository::deletePending(s, hash); });
  auto user = db_.read([&](soci::session& s) { return UserRepository::findById(s, userId); });
  if (!user || user->status != UserStatus::kActive)
    throw AppError(ErrorCode::kAccountSuspended, "This account is suspended; contact support");
  return finishSignIn(*user, client, "mfa_verified");
}

SignedIn AuthService::signInVerified(std::int64_t userId, const ClientInfo& client,
                                     std::string_view event) {
  auto user = db_.read([&](soci::session& s) { return UserRepository::findById(s, userId); });
  if (!user) throw AppError(ErrorCode::kInvalidCredentials, "The passkey could not be verified");
  if (user->status == UserStatus::kPendingApproval) refusePending(user->id);
  if (user->status != UserStatus::kActive)
    throw AppError(ErrorCode::kAccountSuspended, "This account is suspended; contact support");
  return finishSignIn(*user, client, event);
}

void AuthService::confirmPassword(const domain::User& user, const std::string& password,
                                  const ClientInfo& client) {
  confirmPasswordField(user, password, client, "currentPassword");
}

void AuthService::confirmPasswordField(const domain::User& user, const std::string& password,
                                       const ClientInfo& client, const char* field) {
  if (password.empty()) throw domain::validationError(field, "Enter your current password");
  // Counted like a sign-in failure, so a stolen session cannot guess the password quickly.
  const auto now = clock_.nowMs();
  const auto addressKey = domain::limitKey(client.ip);
  const storage::SignInAttemptRepository::Limits limits{
      throttle_.windowMs, throttle_.maxFailuresPerAccountAddress, throttle_.maxFailuresPerAddress};
  auto reservation = db_.write([&](soci::session& s) {
    return storage::SignInAttemptRepository::reserve(s, user.email, addressKey, now, limits);
  });
  if (!reservation.granted())
    throw AppError(ErrorCode::kRateLimited, "Too many failed sign-in attempts. Try again later.")
        .withRetryAfter(static_cast<int>(
            std::max<std::int64_t>(1, (reservation.retryAtMs - now + 999) / 1000)));
  auto found =
      db_.read([&](soci::session& s) { return UserRepository::findByEmail(s, user.email); });
  bool ok = false;
  try {
    ok = found && hasher_.verify(found->passwordHash, password);
  } catch (const AppError&) {
    db_.write(
        [&](soci::session& s) { storage::SignInAttemptRepository::release(s, reservation.id); });
    throw;
  }
  if (!ok)
    throw AppError(ErrorCode::kInvalidCredentials, "The current password is not correct", field);
  db_.write([&](soci::session& s) {
    storage::SignInAttemptRepository::clear(s, user.email, addressKey);
  });
}

void AuthService::logout(const std::string& token) {
  if (token.empty()) return;
  db_.write([&](soci::session& s) { SessionRepository::remove(s, crypto::hashToken(token)); });
}

std::optional<User> AuthService::authenticate(const std::string& token) {
  if (token.empty() || token.size() > 200) return std::nullopt;
  auto hash = crypto::hashToken(token);
  auto now = clock_.nowMs();
  auto found = db_.read([&](soci::session& s) { return UserRepository::findBySession(s, hash); });
  if (!found) return std::nullopt;
  auto& [rec, user] = *found;
  if (sessions_.isExpired(rec.createdAtMs, rec.lastSeenAtMs, now) ||
      user.status != UserStatus::kActive) {
    db_.write([&](soci::session& s) { SessionRepository::remove(s, hash); });
    return std::nullopt;
  }
  if (now - rec.lastSeenAtMs >= sessions_.touchIntervalMs)
    db_.write([&](soci::session& s) { SessionRepository::touch(s, hash, now); });
  return user;
}

SignedIn AuthService::signInAs(const std::string& email, const ClientInfo& client) {
  return db_.write([&](soci::session& s) {
    auto found = UserRepository::findByEmail(s, email);
    if (!found || found->user.status != UserStatus::kActive)
      throw AppError(ErrorCode::kNotFound, "Demo account is not available");
    return SignedIn{found->user, openSession(s, found->user.id, client), {}, {}};
  });
}

int AuthService::purgeExpired() {
  auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    SessionRepository::purgeLoginFailures(s, now - throttle_.windowMs);
    SecurityRepository::purgePending(s, now);
    SecurityRepository::purgeEvents(s, now - 90LL * 24 * 3600 * 1000);
    return SessionRepository::purgeExpired(s, now - sessions_.idleMs, now - sessions_.absoluteMs);
  });
}

}  // namespace aurum::services
