#include "api/requests/passkey_requests.hpp"

#include <cctype>

#include "domain/base64url.hpp"
#include "domain/error.hpp"

namespace aurum::api {

namespace json = boost::json;
using domain::validationError;

namespace {

// Generous bounds on the base64url text of each field (an attestation with a certificate chain
// runs to a few kilobytes; a credential id is at most 1023 bytes).
constexpr std::size_t kIdMax = 1400;
constexpr std::size_t kClientDataMax = 8 * 1024;
constexpr std::size_t kAuthDataMax = 8 * 1024;
constexpr std::size_t kSignatureMax = 1024;
constexpr std::size_t kUserHandleMax = 128;
constexpr std::size_t kAttestationMax = 48 * 1024;

const json::object& requireObject(const json::object& o, const char* key,
                                  const std::string& field) {
  auto* v = o.if_contains(key);
  if (!v || v->is_null()) throw validationError(field, {"{field} is required", {{"field", field}}});
  if (!v->is_object())
    throw validationError(field, {"{field} must be an object", {{"field", field}}});
  return v->get_object();
}

std::optional<std::string> optionalBase64(const json::object& o, const char* key,
                                          const std::string& field, std::size_t maxLen) {
  auto* v = o.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_string())
    throw validationError(field, {"{field} must be a string", {{"field", field}}});
  const auto& s = v->get_string();
  if (s.size() > maxLen) throw validationError(field, {"{field} is too long", {{"field", field}}});
  auto bytes = domain::base64UrlDecode(s);
  if (!bytes) throw validationError(field, {"{field} must be base64url", {{"field", field}}});
  return bytes;
}

std::string requireBase64(const json::object& o, const char* key, const std::string& field,
                          std::size_t maxLen) {
  auto bytes = optionalBase64(o, key, field, maxLen);
  if (!bytes) throw validationError(field, {"{field} is required", {{"field", field}}});
  if (bytes->empty()) throw validationError(field, {"{field} is required", {{"field", field}}});
  return *bytes;
}

/// id and rawId name the same credential; type is public-key. Returns the raw id.
std::string credentialId(const json::object& o, const std::string& prefix) {
  auto id = requireBase64(o, "id", prefix + ".id", kIdMax);
  auto rawId = requireBase64(o, "rawId", prefix + ".rawId", kIdMax);
  if (id != rawId)
    throw validationError(
        prefix + ".rawId",
        {"{field} must match {other}", {{"field", prefix + ".rawId"}, {"other", prefix + ".id"}}});
  auto* type = o.if_contains("type");
  if (!type || !type->is_string() || type->get_string() != "public-key")
    throw validationError(prefix + ".type",
                          {"{field} must be public-key", {{"field", prefix + ".type"}}});
  return id;
}

}  // namespace

services::PasskeyAssertion parsePasskeyAssertion(const json::object& assertion) {
  const std::string p = "assertion";
  services::PasskeyAssertion out;
  out.credentialId = credentialId(assertion, p);
  const auto& r = requireObject(assertion, "response", p + ".response");
  out.clientDataJson =
      requireBase64(r, "clientDataJSON", p + ".response.clientDataJSON", kClientDataMax);
  out.authenticatorData =
      requireBase64(r, "authenticatorData", p + ".response.authenticatorData", kAuthDataMax);
  out.signature = requireBase64(r, "signature", p + ".response.signature", kSignatureMax);
  out.userHandle =
      optionalBase64(r, "userHandle", p + ".response.userHandle", kUserHandleMax).value_or("");
  return out;
}

services::PasskeyAssertion parsePasskeyAssertionRequest(const json::object& body) {
  return parsePasskeyAssertion(requireObject(body, "assertion", "assertion"));
}

PasskeyRegisterRequest parsePasskeyRegisterRequest(const json::object& body) {
  const std::string p = "credential";
  const auto& c = requireObject(body, "credential", p);
  PasskeyRegisterRequest out;
  out.attestation.credentialId = credentialId(c, p);
  const auto& r = requireObject(c, "response", p + ".response");
  out.attestation.clientDataJson =
      requireBase64(r, "clientDataJSON", p + ".response.clientDataJSON", kClientDataMax);
  out.attestation.attestationObject =
      requireBase64(r, "attestationObject", p + ".response.attestationObject", kAttestationMax);
  // 60 characters of up to 4 UTF-8 bytes; the service counts characters.
  out.name = http::optionalString(body, "name", 240);
  return out;
}

services::RelyingParty relyingParty(const http::RequestContext& ctx) {
  std::string host(ctx.req[http::bhttp::field::host]);
  if (!host.empty() && host.front() == '[') {  // [v6]:port; WebAuthn refuses IP addresses anyway
    host = host.substr(0, host.find(']') + 1);
  } else if (auto colon = host.rfind(':'); colon != std::string::npos) {
    host.resize(colon);
  }
  for (auto& c : host) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::string origin(ctx.req[http::bhttp::field::origin]);
  if (origin.empty() || host.empty())
    throw domain::AppError(domain::ErrorCode::kBadRequest,
                           "Passkeys need the browser's Origin and Host headers");
  return {host, origin};
}

}  // namespace aurum::api
