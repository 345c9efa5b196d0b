#pragma once
#include <boost/json.hpp>
#include <optional>
#include <string>

namespace aurum::api {

/// POST /api/auth/mfa/totp/enable and /recovery-codes: {code}, six digits (the spec's check).
std::string parseMfaCodeRequest(const boost::json::object& body);

struct TotpDisableRequest {
  std::string code;
  std::string password;
};
/// POST /api/auth/mfa/totp/disable: a current code or the password.
TotpDisableRequest parseTotpDisableRequest(const boost::json::object& body);

struct MfaVerifyRequest {
  std::string code;                              ///< a TOTP or recovery code
  std::optional<boost::json::object> assertion;  ///< or a passkey assertion
};
/// POST /api/auth/mfa/verify: exactly one of code and assertion.
MfaVerifyRequest parseMfaVerifyRequest(const boost::json::object& body);

struct PasswordChangeRequest {
  std::string currentPassword;
  std::string newPassword;
};
/// POST /api/auth/password.
PasswordChangeRequest parsePasswordChangeRequest(const boost::json::object& body);

struct AccountDeleteRequest {
  std::string password;
  std::string code;
};
/// DELETE /api/account: the password, and a code when a second factor is on.
AccountDeleteRequest parseAccountDeleteRequest(const boost::json::object& body);

}  // namespace aurum::api
