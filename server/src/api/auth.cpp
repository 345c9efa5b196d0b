#include "api/auth_cookies.hpp"
#include "api/json.hpp"
#include "api/requests/auth_requests.hpp"
#include "api/routes.hpp"
#include "domain/error.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::AppError;
using domain::ErrorCode;

namespace {

constexpr const char* kDemoClientEmail = "demo.client@aurum.example";
constexpr const char* kDemoTraderEmail = "demo.trader@aurum.example";

void setSession(Response& res, const std::string& token, const ApiConfig& config) {
  res.insert(bhttp::field::set_cookie, sessionCookie(token, config.sessionCookieMaxAgeSeconds));
}

}  // namespace

void registerAuthRoutes(Router& r, services::Services& s, const ApiConfig& config) {
  r.add(Verb::post, "/api/auth/register", Access::publicRoute(), [&s, config](RequestContext& ctx) {
    auto in = parseRegisterRequest(ctx.jsonBody());
    auto out = s.auth.registerUser(in, clientInfo(ctx));
    boost::json::object res{{"user", toJson(out.user)}, {"signedIn", !out.token.empty()}};
    auto response = jsonResponse(Status::created, res);
    if (!out.token.empty()) setSession(response, out.token, config);
    return response;
  });

  r.add(Verb::post, "/api/auth/login", Access::publicRoute(), [&s, config](RequestContext& ctx) {
    auto in = parseLoginRequest(ctx.jsonBody());
    auto out = s.auth.login(in.email, in.password, clientInfo(ctx));
    // The old session, if any, ends: a new token at every sign-in.
    if (!ctx.sessionToken.empty()) s.auth.logout(ctx.sessionToken);
    if (!out.pendingToken.empty()) {
      boost::json::array methods;
      for (const auto& m : out.methods) methods.emplace_back(m);
      auto response = jsonResponse(
          Status::ok, boost::json::object{{"mfaRequired", true}, {"methods", methods}});
      response.insert(
          bhttp::field::set_cookie,
          pendingSignInCookie(out.pendingToken, services::AuthService::kPendingMs / 1000));
      if (!ctx.sessionToken.empty())
        response.insert(bhttp::field::set_cookie, sessionCookie("", 0));
      return response;
    }
    auto response = jsonResponse(Status::ok, toJson(out.user));
    setSignedIn(response, out.token, config.sessionCookieMaxAgeSeconds);
    return response;
  });

  r.add(Verb::post, "/api/auth/logout", Access::publicRoute(), [&s](RequestContext& ctx) {
    s.auth.logout(ctx.sessionToken);
    auto response = emptyResponse(Status::no_content);
    response.insert(bhttp::field::set_cookie, sessionCookie("", 0));
    return response;
  });

  r.add(Verb::get, "/api/auth/user", Access::signedIn(),
        [](RequestContext& ctx) { return jsonResponse(Status::ok, toJson(ctx.requireUser())); });

  // Sign-in starts on our own page; this never grants a role.
  r.add(Verb::get, "/api/login", Access::publicRoute(),
        [](RequestContext& ctx) {
          auto role = ctx.queryParam("role");
          std::string target = "/login";
          if (role && (*role == "client" || *role == "gold_trader")) target += "?role=" + *role;
          return redirectResponse(target);
        },
        {.nonBlocking = true});

  r.add(Verb::get, "/api/demo-login/{role}", Access::publicRoute(),
        [&s, config](RequestContext& ctx) {
          if (!config.demoMode) throw AppError(ErrorCode::kNotFound, "Demo sign-in is disabled");
          const auto& role = ctx.params.at("role");
          const char* email = role == "client"        ? kDemoClientEmail
                              : role == "gold_trader" ? kDemoTraderEmail
                                                      : nullptr;
          if (!email)
            throw AppError(ErrorCode::kNotFound,
                           {"No demo account for role {role}", {{"role", role}}});
          if (!ctx.sessionToken.empty()) s.auth.logout(ctx.sessionToken);
          auto out = s.auth.signInAs(email, clientInfo(ctx));
          auto response = redirectResponse("/dashboard");
          setSession(response, out.token, config);
          return response;
        });
}

}  // namespace aurum::api
