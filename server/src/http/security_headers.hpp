#pragma once
#include <string>
#include <string_view>
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

/// Security headers every response carries.
void addSecurityHeaders(Response& res, bool hsts, const CspSources& extra = {},
                        std::string_view host = {});

}  // namespace aurum::http
