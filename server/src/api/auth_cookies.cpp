#include "api/auth_cookies.hpp"

namespace aurum::api {

namespace bhttp = boost::beast::http;

services::ClientInfo clientInfo(const http::RequestContext& ctx) {
  return {ctx.clientIp, std::string(ctx.req[bhttp::field::user_agent])};
}

std::string pendingCookie(const http::RequestContext& ctx) {
  auto it = ctx.req.find(bhttp::field::cookie);
  if (it == ctx.req.end()) return "";
  return http::cookieValue(it->value(), kPendingCookieName).value_or("");
}

std::string pendingSignInCookie(std::string_view token, long maxAgeSeconds) {
  std::string c(kPendingCookieName);
  c += "=";
  c += token;
  c += "; Path=/api/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=" +
       std::to_string(maxAgeSeconds);
  return c;
}

void setSignedIn(http::Response& res, const std::string& token, long maxAgeSeconds) {
  res.insert(bhttp::field::set_cookie, http::sessionCookie(token, maxAgeSeconds));
  res.insert(bhttp::field::set_cookie, pendingSignInCookie("", 0));
}

}  // namespace aurum::api
