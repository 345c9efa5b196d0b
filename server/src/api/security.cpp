// Second factors, the second step of sign-in, sessions, password, the security log, and closing
// the account (docs/account-security.md).
#include "api/auth_cookies.hpp"
#include "api/json.hpp"
#include "api/requests/passkey_requests.hpp"
#include "api/requests/security_requests.hpp"
#include "api/routes.hpp"
#include "domain/error.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::AppError;
using domain::ErrorCode;

namespace {

boost::json::array strings(const std::vector<std::string>& items) {
  boost::json::array out;
  for (const auto& i : items) out.emplace_back(i);
  return out;
}

boost::json::object toJson(const services::MfaState& m) {
  return {{"enabled", m.enabled()},
          {"totp", m.totp},
          {"passkeys", m.passkeys},
          {"recoveryCodesRemaining", m.recoveryCodesRemaining},
          {"methods", strings(m.methods)}};
}

boost::json::object toJson(const services::SessionView& v) {
  return {{"id", v.id},
          {"device", v.device},
          {"ip", v.ip},
          {"createdAt", util::toIso8601(v.createdAtMs)},
          {"lastSeenAt", util::toIso8601(v.lastSeenAtMs)},
          {"current", v.current}};
}

boost::json::object toJson(const services::SecurityEventView& e) {
  return {{"id", e.id}, {"event", e.event},   {"at", util::toIso8601(e.atMs)},
          {"ip", e.ip}, {"device", e.device}, {"detail", e.detail}};
}

/// A passkey as the second step of a pending sign-in: the assertion must be the pending user's.
services::SignedIn verifyPendingPasskey(services::Services& s, RequestContext& ctx,
                                        const std::string& pending,
                                        const boost::json::object& assertion) {
  auto parsed = parsePasskeyAssertion(assertion);
  auto rp = relyingParty(ctx);
  return s.auth.verifyPendingPasskey(pending, clientInfo(ctx), [&](std::int64_t expectedUserId) {
    return s.passkeys.verifyAssertion(parsed, rp, expectedUserId);
  });
}

Response recoveryCodes(const std::vector<std::string>& codes) {
  auto res = jsonResponse(Status::ok, boost::json::object{{"recoveryCodes", strings(codes)}});
  res.set(bhttp::field::cache_control, "no-store");
  return res;
}

}  // namespace

void registerSecurityRoutes(Router& r, services::Services& s, const ApiConfig& config) {
  r.add(Verb::get, "/api/auth/mfa", Access::signedIn(), [&s](RequestContext& ctx) {
    return jsonResponse(Status::ok, toJson(s.security.mfaState(ctx.requireUser())));
  });

  r.add(Verb::post, "/api/auth/mfa/totp/setup", Access::signedIn(), [&s](RequestContext& ctx) {
    auto e = s.security.setupTotp(ctx.requireUser());
    auto res = jsonResponse(
        Status::ok, boost::json::object{
                        {"secret", e.secret}, {"otpauthUrl", e.otpauthUrl}, {"qrSvg", e.qrSvg}});
    res.set(bhttp::field::cache_control, "no-store");
    return res;
  });

  r.add(Verb::post, "/api/auth/mfa/totp/enable", Access::signedIn(), [&s](RequestContext& ctx) {
    auto code = parseMfaCodeRequest(ctx.jsonBody());
    return recoveryCodes(s.security.enableTotp(ctx.requireUser(), code, clientInfo(ctx)));
  });

  r.add(Verb::post, "/api/auth/mfa/totp/disable", Access::signedIn(), [&s](RequestContext& ctx) {
    auto in = parseTotpDisableRequest(ctx.jsonBody());
    s.security.disableTotp(ctx.requireUser(), in.code, in.password, clientInfo(ctx));
    return emptyResponse(Status::no_content);
  });

  r.add(Verb::post, "/api/auth/mfa/recovery-codes", Access::signedIn(), [&s](RequestContext& ctx) {
    auto code = parseMfaCodeRequest(ctx.jsonBody());
    return recoveryCodes(
        s.security.regenerateRecoveryCodes(ctx.requireUser(), code, clientInfo(ctx)));
  });

  // The second step of a sign-in: the aurum_mfa cookie names it, a code or a passkey completes it.
  r.add(Verb::post, "/api/auth/mfa/verify", Access::publicRoute(),
        [&s, config](RequestContext& ctx) {
          auto in = parseMfaVerifyRequest(ctx.jsonBody());
          auto pending = pendingCookie(ctx);
          services::SignedIn out;
          if (in.assertion) {
            out = verifyPendingPasskey(s, ctx, pending, *in.assertion);
          } else {
            out = s.auth.verifySecondFactor(pending, in.code, clientInfo(ctx));
          }
          if (!ctx.sessionToken.empty()) s.auth.logout(ctx.sessionToken);
          auto res = jsonResponse(Status::ok, toJson(out.user));
          setSignedIn(res, out.token, config.sessionCookieMaxAgeSeconds);
          return res;
        });

  r.add(Verb::post, "/api/auth/password", Access::signedIn(), [&s](RequestContext& ctx) {
    auto in = parsePasswordChangeRequest(ctx.jsonBody());
    int n = s.security.changePassword(ctx.requireUser(), in.currentPassword, in.newPassword,
                                      ctx.sessionToken, clientInfo(ctx));
    return jsonResponse(Status::ok, boost::json::object{{"revokedSessions", n}});
  });

  r.add(Verb::get, "/api/auth/sessions", Access::signedIn(), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& v : s.security.sessions(ctx.requireUser(), ctx.sessionToken))
      out.push_back(toJson(v));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::delete_, "/api/auth/sessions", Access::signedIn(), [&s](RequestContext& ctx) {
    int n = s.security.revokeOtherSessions(ctx.requireUser(), ctx.sessionToken, clientInfo(ctx));
    return jsonResponse(Status::ok, boost::json::object{{"revokedSessions", n}});
  });

  r.add(Verb::delete_, "/api/auth/sessions/{id}", Access::signedIn(), [&s](RequestContext& ctx) {
    const auto& id = ctx.params.at("id");
    if (id.empty() || id.size() > 64) throw AppError(ErrorCode::kNotFound, "No such session");
    s.security.revokeSession(ctx.requireUser(), id, clientInfo(ctx));
    return emptyResponse(Status::no_content);
  });

  r.add(Verb::get, "/api/auth/login-history", Access::signedIn(), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& e : s.security.loginHistory(ctx.requireUser())) out.push_back(toJson(e));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::delete_, "/api/account", Access::signedIn(), [&s](RequestContext& ctx) {
    auto in = parseAccountDeleteRequest(ctx.jsonBody());
    s.security.closeAccount(ctx.requireUser(), in.password, in.code, clientInfo(ctx));
    auto res = emptyResponse(Status::no_content);
    res.insert(bhttp::field::set_cookie, sessionCookie("", 0));
    return res;
  });
}

}  // namespace aurum::api
