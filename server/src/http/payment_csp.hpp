#pragma once
#include <string_view>

#include "http/security_headers.hpp"

namespace aurum::http {

/// What the configured payment provider needs in the browser. Stripe: Stripe.js from
/// js.stripe.com, its card and 3-D Secure frames (js.stripe.com, hooks.stripe.com) and calls to
/// api.stripe.com. The test processor needs nothing, so the demo's policy stays closed.
CspSources paymentCspSources(std::string_view provider);

}  // namespace aurum::http
