// Answering one request (server_shared.hpp, detail::dispatch and detail::runRoute): health,
// metrics, the web app's files, the API's route matching, origin and content-type checks, and
// each route's access check and handler.
#include <spdlog/spdlog.h>

#include <boost/beast/http.hpp>
#include <cstdio>

#include "domain/language.hpp"
#include "http/errors.hpp"
#include "http/server_shared.hpp"

namespace aurum::http {

using domain::AppError;
using domain::ErrorCode;

namespace detail {

Reply runRoute(HttpServer::Shared& sh, const Route& route, RequestContext& ctx) {
  try {
    if (!ctx.sessionToken.empty() && route.access.kind != Access::Kind::kPublic)
      ctx.user = sh.authenticate(ctx.sessionToken);
    else if (!ctx.sessionToken.empty() && !route.options.nonBlocking)
      ctx.user = sh.authenticate(ctx.sessionToken);
    if (!route.access.allows(ctx.user)) {
      if (!ctx.user) throw AppError(ErrorCode::kUnauthorized, "Sign in to continue");
      throw AppError(ErrorCode::kForbidden, "Your role may not use this resource");
    }
    // Operators hold the keys to everyone's accounts: no admin route without a second factor.
    if (ctx.user && ctx.user->role == domain::Role::kAdmin && !ctx.user->mfaEnabled &&
        route.pattern.starts_with("/api/admin/"))
      throw AppError(ErrorCode::kMfaRequired,
                     "Set up two-factor authentication before using the admin console");
    return route.handler(ctx);
  } catch (const AppError& e) {
    return errorResponse(e, ctx.language);
  } catch (const std::exception& e) {
    spdlog::error("request id={} route={} failed: {}", ctx.requestId, route.pattern, e.what());
    return errorResponse(ErrorCode::kInternal, "Something went wrong on our side", ctx.language);
  }
}

std::string nextRequestId(HttpServer::Shared& sh) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%s-%06llx", sh.idPrefix.c_str(),
                static_cast<unsigned long long>(++sh.requestCounter));
  return buf;
}

}  // namespace detail

namespace {

using detail::Dispatch;
using detail::Outcome;
using detail::runRoute;

bool isUnsafe(Verb v) { return v != Verb::get && v != Verb::head && v != Verb::options; }

/// The language the request is answered in (domain::requestLanguage on its cookie and header).
std::string_view requestLanguage(const Request& req, bool pageRequest) {
  std::string cookie;
  if (auto it = req.find(bhttp::field::cookie); it != req.end())
    cookie = cookieValue(it->value(), domain::kLanguageCookieName).value_or("");
  return domain::requestLanguage(cookie, req[bhttp::field::accept_language], pageRequest);
}

}  // namespace

namespace detail {

Dispatch dispatch(HttpServer::Shared& sh, const Request& req, Router::Match match,
                  std::string clientIp, std::string requestId) {
  std::string_view target = req.target();
  auto q = target.find('?');
  std::string_view path = target.substr(0, q);
  std::string_view query = q == std::string_view::npos ? std::string_view{} : target.substr(q + 1);

  if (path == "/healthz")
    return Outcome{rawJsonResponse(Status::ok, R"({"status":"ok"})"), "/healthz"};
  if (path == "/metrics") {
    if (!sh.options.metricsAccess)
      return Outcome{errorResponse(ErrorCode::kNotFound, "No such endpoint"), "/metrics"};
    if (!sh.options.metricsAccess(req[bhttp::field::authorization])) {
      auto res =
          errorResponse(ErrorCode::kUnauthorized, "Send the metrics token as a Bearer token");
      res.set(bhttp::field::www_authenticate, "Bearer");
      return Outcome{std::move(res), "/metrics"};
    }
    return Outcome{textResponse(Status::ok, sh.metrics.render(), "text/plain; version=0.0.4"),
                   "/metrics"};
  }

  if (sh.options.metricsOnly)
    return Outcome{errorResponse(ErrorCode::kNotFound, "Only /metrics is served here"),
                   "unmatched"};

  const bool isApi = path == "/api" || path.rfind("/api/", 0) == 0 || path == "/readyz";
  const auto lang = requestLanguage(req, !isApi);
  if (!isApi) {
    if (req.method() != Verb::get && req.method() != Verb::head) {
      auto res =
          errorResponse(ErrorCode::kMethodNotAllowed, "Only GET and HEAD are allowed here", lang);
      res.set(bhttp::field::allow, "GET, HEAD");
      return Outcome{std::move(res), "static"};
    }
    if (auto answer = sh.files.replyAtOnce(req, path, lang))
      return Outcome{std::move(*answer), "static"};
    return StaticForWorkers{path, lang};
  }

  if (!match.route) {
    if (match.allowed.empty())
      return Outcome{errorResponse(ErrorCode::kNotFound, "No such API endpoint", lang),
                     "unmatched"};
    std::string allow;
    for (auto m : match.allowed)
      allow += std::string(allow.empty() ? "" : ", ") + std::string(bhttp::to_string(m));
    auto res = errorResponse(ErrorCode::kMethodNotAllowed,
                             {"Method not allowed; use {methods}", {{"methods", allow}}}, lang);
    res.set(bhttp::field::allow, allow);
    return Outcome{std::move(res), "unmatched"};
  }
  const Route& route = *match.route;

  if (isUnsafe(req.method()) && !originAllowed(req, sh.options.allowedOrigins))
    return Outcome{errorResponse(ErrorCode::kForbidden, "Cross-origin request refused", lang),
                   route.pattern};
  if (isUnsafe(req.method()) && !req.body().empty()) {
    auto ct = req[bhttp::field::content_type];
    // Upload routes check their multipart body in the handler, after the access check.
    if (!route.options.multipart && ct.rfind("application/json", 0) != 0)
      return Outcome{errorResponse(ErrorCode::kUnsupportedMediaType,
                                   "Send the body as application/json", lang),
                     route.pattern};
  }

  ForWorkers work{&route, RequestContext{req,
                                         path,
                                         query,
                                         std::move(match.params),
                                         std::nullopt,
                                         {},
                                         std::move(clientIp),
                                         requestId,
                                         lang}};
  auto& ctx = work.ctx;
  if (auto cookie = req.find(bhttp::field::cookie); cookie != req.end())
    if (auto tok = cookieValue(cookie->value(), kSessionCookieName)) ctx.sessionToken = *tok;

  if (route.options.nonBlocking && route.access.kind == Access::Kind::kPublic) {
    ctx.mayBlock = false;
    auto reply = runRoute(sh, route, ctx);
    if (!reply.deferToWorkers) return Outcome{std::move(reply), route.pattern};
    ctx.mayBlock = true;
  }
  return work;
}

}  // namespace detail
}  // namespace aurum::http
