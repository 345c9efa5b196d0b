#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "http/types.hpp"

namespace aurum::http {

/// Sources added to the Content-Security-Policy at startup (e.g. a payment provider's script and
/// frame origins). Our own origin is always allowed; nothing here may be a bare scheme.
struct CspSources {
  std::vector<std::string> script;   ///< script-src
  std::vector<std::string> connect;  ///< connect-src
  std::vector<std::string> frame;    ///< frame-src
  std::vector<std::string> img;      ///< img-src
};

/// The Content-Security-Policy for a response to a request with Host `host`. WebSockets may
/// connect only to our own origin: 'self' plus the ws/wss form of `host` (older browsers do not
/// let 'self' cover ws:), never a bare `ws:`/`wss:` scheme. A malformed Host adds nothing.
std::string contentSecurityPolicy(const CspSources& extra, std::string_view host, bool tlsOnly);

/// The security headers every response carries, for responses to one Host: computed once per
/// connection (and Host) and reused, not rebuilt per request. `sameOrigin`: the response may be
/// framed by the app itself (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`).
struct SecurityHeaders {
  std::string host;
  std::vector<std::pair<std::string, std::string>> fields;
  std::string block;  ///< the same fields as header lines, each ending in CRLF
};
SecurityHeaders securityHeaders(bool hsts, const CspSources& extra, std::string_view host,
                                bool sameOrigin = false);
void addSecurityHeaders(Response& res, const SecurityHeaders& h);

/// Security headers every response carries; a response that set `X-Frame-Options: SAMEORIGIN`
/// gets the same-origin framing variant.
void addSecurityHeaders(Response& res, bool hsts, const CspSources& extra = {},
                        std::string_view host = {});

}  // namespace aurum::http
