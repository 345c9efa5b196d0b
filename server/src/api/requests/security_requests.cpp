#include "api/requests/security_requests.hpp"

#include "domain/error.hpp"
#include "http/types.hpp"

namespace aurum::api {

using http::optionalString;
using http::requireString;

std::string parseMfaCodeRequest(const boost::json::object& body) {
  auto code = requireString(body, "code", 32);
  bool digits = code.size() == 6;
  for (char c : code) digits = digits && c >= '0' && c <= '9';
  if (!digits) throw domain::validationError("code", "Please enter a 6-digit verification code");
  return code;
}

TotpDisableRequest parseTotpDisableRequest(const boost::json::object& body) {
  TotpDisableRequest in{optionalString(body, "code", 32), optionalString(body, "password", 1024)};
  if (in.code.empty() && in.password.empty())
    throw domain::validationError("code", "Enter a verification code or your password");
  return in;
}

MfaVerifyRequest parseMfaVerifyRequest(const boost::json::object& body) {
  MfaVerifyRequest in;
  in.code = optionalString(body, "code", 32);
  if (auto it = body.find("assertion"); it != body.end()) {
    if (!it->value().is_object())
      throw domain::validationError("assertion", "assertion must be an object");
    in.assertion = it->value().as_object();
  }
  if (in.code.empty() == !in.assertion)
    throw domain::validationError("code", "Send either a verification code or a passkey assertion");
  return in;
}

PasswordChangeRequest parsePasswordChangeRequest(const boost::json::object& body) {
  return {requireString(body, "currentPassword", 1024), requireString(body, "newPassword", 1024)};
}

AccountDeleteRequest parseAccountDeleteRequest(const boost::json::object& body) {
  return {requireString(body, "password", 1024), optionalString(body, "code", 32)};
}

}  // namespace aurum::api
