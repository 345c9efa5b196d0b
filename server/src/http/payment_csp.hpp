#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace aurum::http {

/// Sources added to CSP directives beyond the fixed policy.
struct CspExtraSources {
  std::vector<std::string> scriptSrc, frameSrc, connectSrc;
  bool empty() const { return scriptSrc.empty() && frameSrc.empty() && connectSrc.empty(); }
};

/// What the configured payment provider needs in the browser. Stripe: Stripe.js from
/// js.stripe.com, its card and 3-D Secure frames (js.stripe.com, hooks.stripe.com) and calls to
/// api.stripe.com. The test processor needs nothing, so the demo's policy stays closed.
CspExtraSources paymentCspSources(std::string_view provider);

/// `policy` with each extra source appended to its directive (the directive must be present).
std::string withExtraSources(std::string policy, const CspExtraSources& extra);

}  // namespace aurum::http
