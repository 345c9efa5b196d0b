#pragma once
#include <string>
#include <string_view>

#include "http/types.hpp"
#include "services/auth_service.hpp"

namespace aurum::api {

/// The cookie of a sign-in waiting for its second factor: HttpOnly, only sent to /api/auth.
inline constexpr std::string_view kPendingCookieName = "aurum_mfa";

/// Who is asking: address and User-Agent, for sessions and the security log.
services::ClientInfo clientInfo(const http::RequestContext& ctx);
/// The aurum_mfa cookie's value, or "".
std::string pendingCookie(const http::RequestContext& ctx);
/// `Set-Cookie` value for the aurum_mfa cookie; an empty token with maxAge 0 clears it.
std::string pendingSignInCookie(std::string_view token, long maxAgeSeconds);
/// Sets the session cookie of a completed sign-in and clears a pending one.
void setSignedIn(http::Response& res, const std::string& token, long maxAgeSeconds);

}  // namespace aurum::api
