#include "services/security_service.hpp"

#include "crypto/token.hpp"
#include "crypto/totp.hpp"
#include "domain/compliance.hpp"
#include "domain/device.hpp"
#include "domain/durations.hpp"
#include "domain/error.hpp"
#include "services/second_factor.hpp"
#include "storage/compliance_repository.hpp"
#include "storage/security_repository.hpp"
#include "storage/session_repository.hpp"
#include "storage/user_repository.hpp"
#include "util/qr_svg.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::User;
using storage::SecurityRepository;
using storage::SessionRepository;

namespace {

constexpr std::int64_t kHistoryMs = 90 * domain::kDayMs;

std::string uriEncode(std::string_view in) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : in) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '@') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

AppError wrongCode() {
  return AppError(ErrorCode::kInvalidCredentials, "The verification code is not correct", "code");
}

}  // namespace

SecurityService::SecurityService(storage::Database& db, AuthService& auth, const util::Clock& clock)
    : db_(db), auth_(auth), clock_(clock) {}

MfaState SecurityService::mfaState(const User& user) {
  return db_.read([&](soci::session& s) {
    MfaState m;
    auto totp = SecurityRepository::findTotp(s, user.id);
    m.totp = totp && totp->enabledAtMs;
    m.passkeys = SecurityRepository::countPasskeys(s, user.id);
    m.recoveryCodesRemaining = m.totp ? SecurityRepository::unusedRecoveryCodes(s, user.id) : 0;
    m.methods = second_factor::methods(s, user.id);
    return m;
  });
}

TotpEnrolment SecurityService::setupTotp(const User& user) {
  auto secret = crypto::randomBytes(20);  // 160 bits, RFC 4226's recommended length
  db_.write([&](soci::session& s) {
    auto existing = SecurityRepository::findTotp(s, user.id);
    if (existing && existing->enabledAtMs)
      throw AppError(ErrorCode::kConflict, "Two-factor authentication is already enabled");
    SecurityRepository::setupTotp(
        s, user.id, second_factor::sealSecret(auth_.dataKey(), user.id, secret), clock_.nowMs());
  });
  TotpEnrolment out;
  out.secret = crypto::base32Encode(secret);
  out.otpauthUrl = "otpauth://totp/Aurum:" + uriEncode(user.email) + "?secret=" + out.secret +
                   "&issuer=Aurum&algorithm=SHA1&digits=6&period=30";
  out.qrSvg = util::qrSvg(out.otpauthUrl);
  return out;
}

std::vector<std::string> SecurityService::enableTotp(const User& user, const std::string& code,
                                                     const ClientInfo& client) {
  auto codes = second_factor::newRecoveryCodes();
  std::vector<std::string> hashes;
  for (const auto& c : codes)
    hashes.push_back(crypto::hashToken(second_factor::normalizeRecoveryCode(c)));
  db_.write([&](soci::session& s) {
    auto totp = SecurityRepository::findTotp(s, user.id);
    if (!totp) throw AppError(ErrorCode::kConflict, "Start the set-up first: no secret is waiting");
    if (totp->enabledAtMs)
      throw AppError(ErrorCode::kConflict, "Two-factor authentication is already enabled");
    auto secret = second_factor::openSecret(auth_.dataKey(), user.id, totp->secret);
    auto step = crypto::matchTotp(secret, code, clock_.nowMs(), 0);
    if (!step) throw wrongCode();
    SecurityRepository::enableTotp(s, user.id, clock_.nowMs(), *step);
    SecurityRepository::replaceRecoveryCodes(s, user.id, hashes, clock_.nowMs());
    SecurityRepository::insertEvent(s, user.id, "totp_enabled", client.ip,
                                    domain::describeDevice(client.userAgent), "", clock_.nowMs());
  });
  return codes;
}

void SecurityService::requireCode(const User& user, const std::string& code,
                                  const ClientInfo& client) {
  auto kind = db_.write([&](soci::session& s) {
    return second_factor::consumeCode(s, user.id, code, auth_.dataKey(), clock_.nowMs());
  });
  if (kind == second_factor::CodeKind::kNone) {
    auth_.recordEvent(user.id, "mfa_failed", client);
    throw wrongCode();
  }
  if (kind == second_factor::CodeKind::kRecovery)
    auth_.recordEvent(user.id, "recovery_code_used", client);
}

void SecurityService::disableTotp(const User& user, const std::string& code,
                                  const std::string& password, const ClientInfo& client) {
  if (code.empty() && password.empty())
    throw domain::validationError("code", "Enter a verification code or your password");
  if (!mfaState(user).totp)
    throw AppError(ErrorCode::kConflict, "Two-factor authentication is not enabled");
  if (!code.empty()) {
    requireCode(user, code, client);
  } else {
    auth_.checkPassword(user, password, client, "password");
  }
  db_.write([&](soci::session& s) {
    SecurityRepository::deleteTotp(s, user.id);
    SecurityRepository::deleteRecoveryCodes(s, user.id);
    SecurityRepository::insertEvent(s, user.id, "totp_disabled", client.ip,
                                    domain::describeDevice(client.userAgent), "", clock_.nowMs());
  });
}

std::vector<std::string> SecurityService::regenerateRecoveryCodes(const User& user,
                                                                  const std::string& code,
                                                                  const ClientInfo& client) {
  if (!mfaState(user).totp)
    throw AppError(ErrorCode::kConflict, "Two-factor authentication is not enabled");
  requireCode(user, code, client);
  auto codes = second_factor::newRecoveryCodes();
  std::vector<std::string> hashes;
  for (const auto& c : codes)
    hashes.push_back(crypto::hashToken(second_factor::normalizeRecoveryCode(c)));
  db_.write([&](soci::session& s) {
    SecurityRepository::replaceRecoveryCodes(s, user.id, hashes, clock_.nowMs());
    SecurityRepository::insertEvent(s, user.id, "recovery_codes_regenerated", client.ip,
                                    domain::describeDevice(client.userAgent), "", clock_.nowMs());
  });
  return codes;
}

std::vector<SessionView> SecurityService::sessions(const User& user,
                                                   const std::string& currentToken) {
  auto currentHash = crypto::hashToken(currentToken);
  auto rows =
      db_.read([&](soci::session& s) { return SessionRepository::listForUser(s, user.id); });
  std::vector<SessionView> out;
  for (const auto& r : rows)
    out.push_back({r.publicId, domain::describeDevice(r.userAgent), r.ip, r.createdAtMs,
                   r.lastSeenAtMs, r.tokenHash == currentHash});
  return out;
}

void SecurityService::revokeSession(const User& user, const std::string& id,
                                    const ClientInfo& client) {
  bool removed = db_.write([&](soci::session& s) {
    bool gone = SessionRepository::removeByPublicId(s, user.id, id);
    if (gone)
      SecurityRepository::insertEvent(s, user.id, "session_revoked", client.ip,
                                      domain::describeDevice(client.userAgent), "", clock_.nowMs());
    return gone;
  });
  if (!removed) throw AppError(ErrorCode::kNotFound, "No such session");
}

int SecurityService::revokeOtherSessions(const User& user, const std::string& currentToken,
                                         const ClientInfo& client) {
  return db_.write([&](soci::session& s) {
    int n = SessionRepository::removeOthers(s, user.id, crypto::hashToken(currentToken));
    SecurityRepository::insertEvent(s, user.id, "other_sessions_revoked", client.ip,
                                    domain::describeDevice(client.userAgent), std::to_string(n),
                                    clock_.nowMs());
    return n;
  });
}

int SecurityService::changePassword(const User& user, const std::string& currentPassword,
                                    const std::string& newPassword, const std::string& currentToken,
                                    const ClientInfo& client) {
  domain::checkPasswordPolicy(newPassword, "newPassword");
  if (newPassword == currentPassword)
    throw domain::validationError("newPassword",
                                  "The new password must differ from the current one");
  auth_.checkPassword(user, currentPassword, client, "currentPassword");
  auto hash = auth_.hashPassword(newPassword);
  return db_.write([&](soci::session& s) {
    storage::UserRepository::setPasswordHash(s, user.id, hash);
    int n = SessionRepository::removeOthers(s, user.id, crypto::hashToken(currentToken));
    SecurityRepository::insertEvent(s, user.id, "password_changed", client.ip,
                                    domain::describeDevice(client.userAgent), "", clock_.nowMs());
    return n;
  });
}

std::vector<SecurityEventView> SecurityService::loginHistory(const User& user) {
  auto rows = db_.read([&](soci::session& s) {
    return SecurityRepository::listEvents(s, user.id, clock_.nowMs() - kHistoryMs, 500);
  });
  std::vector<SecurityEventView> out;
  for (const auto& r : rows) out.push_back({r.id, r.event, r.ip, r.device, r.detail, r.atMs});
  return out;
}

void SecurityService::closeAccount(const User& user, const std::string& password,
                                   const std::string& code, const ClientInfo& client) {
  auth_.checkPassword(user, password, client, "password");
  if (mfaState(user).enabled()) {
    if (code.empty())
      throw domain::validationError("code", "Enter a verification code from your authenticator");
    if (!mfaState(user).totp)
      throw domain::validationError(
          "code", "This account's second factor is a passkey: remove it first, then close");
    requireCode(user, code, client);
  }
  db_.write([&](soci::session& s) {
    if (SecurityRepository::ordersInFlight(s, user.id) > 0)
      throw AppError(ErrorCode::kConflict,
                     "Orders or payments are still in progress; close the account once they are "
                     "delivered or cancelled");
    const auto now = clock_.nowMs();
    storage::ComplianceRepository::setRetainUntil(s, user.id, now + domain::kRecordRetentionMs);
    SecurityRepository::insertEvent(s, user.id, "account_closed", client.ip,
                                    domain::describeDevice(client.userAgent), "", now);
    SecurityRepository::eraseAndAnonymise(s, user.id, now);
  });
}

}  // namespace aurum::services
