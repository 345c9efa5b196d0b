// Passkeys (WebAuthn): registration, sign-in without a password, listing and removal
// (docs/account-security.md). Options are PublicKeyCredentialCreationOptionsJSON /
// PublicKeyCredentialRequestOptionsJSON, what @simplewebauthn/browser's startRegistration and
// startAuthentication take as optionsJSON.
#include "api/auth_cookies.hpp"
#include "api/json.hpp"
#include "api/requests/passkey_requests.hpp"
#include "api/routes.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using namespace aurum::http;

namespace {

boost::json::array credentialList(const std::vector<std::string>& ids) {
  boost::json::array out;
  for (const auto& id : ids) out.push_back(boost::json::object{{"id", id}, {"type", "public-key"}});
  return out;
}

boost::json::object toJson(const services::PasskeyCreationOptions& o) {
  boost::json::array params;
  for (int alg : o.algorithms)
    params.push_back(boost::json::object{{"type", "public-key"}, {"alg", alg}});
  return {
      {"challenge", o.challenge},
      {"rp", {{"id", o.rpId}, {"name", o.rpName}}},
      {"user", {{"id", o.userHandle}, {"name", o.userName}, {"displayName", o.userDisplayName}}},
      {"pubKeyCredParams", params},
      {"timeout", o.timeoutMs},
      {"attestation", "none"},
      {"excludeCredentials", credentialList(o.excludeCredentials)},
      {"authenticatorSelection",
       {{"residentKey", "preferred"},
        {"requireResidentKey", false},
        {"userVerification", "preferred"}}}};
}

boost::json::object toJson(const services::PasskeyRequestOptions& o) {
  return {{"challenge", o.challenge},
          {"rpId", o.rpId},
          {"timeout", o.timeoutMs},
          {"userVerification", "preferred"},
          {"allowCredentials", credentialList(o.allowCredentials)}};
}

boost::json::object toJson(const services::PasskeyInfo& p) {
  return {{"id", p.id},
          {"name", p.name},
          {"algorithm", p.algorithm},
          {"createdAt", util::toIso8601(p.createdAtMs)},
          {"lastUsedAt",
           p.lastUsedAtMs ? boost::json::value(util::toIso8601(*p.lastUsedAtMs)) : nullptr}};
}

}  // namespace

void registerPasskeyRoutes(Router& r, services::Services& s, const ApiConfig& config) {
  r.add(Verb::post, "/api/auth/passkeys/register/options", Access::signedIn(),
        [&s](RequestContext& ctx) {
          auto options = s.passkeys.creationOptions(ctx.requireUser(), relyingParty(ctx));
          return jsonResponse(Status::ok, toJson(options));
        });

  r.add(Verb::post, "/api/auth/passkeys/register", Access::signedIn(), [&s](RequestContext& ctx) {
    auto in = parsePasskeyRegisterRequest(ctx.jsonBody());
    auto info = s.passkeys.registerCredential(ctx.requireUser(), in.attestation, in.name,
                                              relyingParty(ctx), clientInfo(ctx));
    return jsonResponse(Status::created, toJson(info));
  });

  r.add(Verb::get, "/api/auth/passkeys", Access::signedIn(), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& p : s.passkeys.list(ctx.requireUser().id)) out.push_back(toJson(p));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::delete_, "/api/auth/passkeys/{id}", Access::signedIn(), [&s](RequestContext& ctx) {
    s.passkeys.remove(ctx.requireUser().id, pathId(ctx, "id"), clientInfo(ctx));
    return emptyResponse(Status::no_content);
  });

  // With a pending sign-in (password right, second factor awaited) the options list that
  // account's passkeys; otherwise any discoverable passkey may answer.
  r.add(Verb::post, "/api/auth/passkeys/login/options", Access::publicRoute(),
        [&s](RequestContext& ctx) {
          std::optional<std::int64_t> userId;
          if (auto pending = pendingCookie(ctx); !pending.empty())
            userId = s.auth.pendingUserId(pending);
          auto options = s.passkeys.requestOptions(userId, relyingParty(ctx), ctx.clientIp);
          return jsonResponse(Status::ok, toJson(options));
        });

  r.add(Verb::post, "/api/auth/passkeys/login", Access::publicRoute(),
        [&s, config](RequestContext& ctx) {
          auto assertion = parsePasskeyAssertionRequest(ctx.jsonBody());
          auto userId = s.passkeys.verifyAssertion(assertion, relyingParty(ctx), std::nullopt);
          auto out = s.auth.signInVerified(userId, clientInfo(ctx), "passkey_sign_in");
          auto response = jsonResponse(Status::ok, toJson(out.user));
          // The old session, if any, ends: a new token at every sign-in.
          if (!ctx.sessionToken.empty()) s.auth.logout(ctx.sessionToken);
          setSignedIn(response, out.token, config.sessionCookieMaxAgeSeconds);
          return response;
        });
}

}  // namespace aurum::api
