#include "http/security_headers.hpp"

namespace aurum::http {

namespace {

/// A host[:port] as browsers send it; anything else could smuggle directives into the policy.
bool plainHost(std::string_view host) {
  if (host.empty() || host.size() > 255) return false;
  for (char c : host) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '-' || c == ':' || c == '[' || c == ']';
    if (!ok) return false;
  }
  return true;
}

void append(std::string& out, const std::vector<std::string>& sources) {
  for (const auto& s : sources) out += " " + s;
}

}  // namespace

std::string contentSecurityPolicy(const CspSources& extra, std::string_view host, bool tlsOnly) {
  std::string connect = "'self'";
  if (plainHost(host)) {
    if (!tlsOnly) connect += " ws://" + std::string(host);
    connect += " wss://" + std::string(host);
  }
  append(connect, extra.connect);
  std::string script = "'self'";
  append(script, extra.script);
  std::string img = "'self' data: blob:";
  append(img, extra.img);
  std::string csp =
      "default-src 'self'; script-src " + script + "; style-src 'self' 'unsafe-inline'; img-src " +
      img + "; connect-src " + connect +
      "; media-src 'self' blob:; font-src 'self'; object-src 'none'; base-uri 'self'; "
      "form-action 'self'; frame-ancestors 'none'";
  if (!extra.frame.empty()) {
    std::string frame = "'self'";
    append(frame, extra.frame);
    csp += "; frame-src " + frame;
  }
  return csp;
}

SecurityHeaders securityHeaders(bool hsts, const CspSources& extra, std::string_view host,
                                bool sameOrigin) {
  auto csp = contentSecurityPolicy(extra, host, hsts);
  if (sameOrigin) {
    const std::string none = "frame-ancestors 'none'";
    csp.replace(csp.find(none), none.size(), "frame-ancestors 'self'");
  }
  SecurityHeaders h;
  h.host = host;
  h.fields = {{"Content-Security-Policy", std::move(csp)},
              {"X-Content-Type-Options", "nosniff"},
              {"X-Frame-Options", sameOrigin ? "SAMEORIGIN" : "DENY"},
              {"Referrer-Policy", "strict-origin-when-cross-origin"},
              {"Permissions-Policy", "camera=(self), microphone=(), geolocation=(self)"},
              {"Cross-Origin-Opener-Policy", "same-origin"}};
  if (hsts)
    h.fields.emplace_back("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  for (const auto& [name, value] : h.fields) h.block += name + ": " + value + "\r\n";
  return h;
}

void addSecurityHeaders(Response& res, const SecurityHeaders& h) {
  for (const auto& [name, value] : h.fields) res.set(name, value);
}

void addSecurityHeaders(Response& res, bool hsts, const CspSources& extra, std::string_view host) {
  // A handler that sets `X-Frame-Options: SAMEORIGIN` (a stored document the admin previews in
  // the app) may be framed by the app itself; everything else by nobody.
  const bool sameOrigin = res[bhttp::field::x_frame_options] == "SAMEORIGIN";
  addSecurityHeaders(res, securityHeaders(hsts, extra, host, sameOrigin));
}

}  // namespace aurum::http
