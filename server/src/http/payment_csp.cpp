#include "http/payment_csp.hpp"

namespace aurum::http {

CspExtraSources paymentCspSources(std::string_view provider) {
  if (provider != "stripe") return {};
  return {{"https://js.stripe.com"},
          {"https://js.stripe.com", "https://hooks.stripe.com"},
          {"https://api.stripe.com"}};
}

std::string withExtraSources(std::string policy, const CspExtraSources& extra) {
  auto add = [&](const char* directive, const std::vector<std::string>& sources) {
    if (sources.empty()) return;
    const std::string name = std::string(directive) + " ";
    auto at = policy.find(name);
    std::string more;
    for (const auto& s : sources) more += " " + s;
    if (at == std::string::npos) {
      policy += "; " + std::string(directive) + " 'self'" + more;
      return;
    }
    policy.insert(policy.find(';', at) == std::string::npos ? policy.size() : policy.find(';', at), more);
  };
  add("script-src", extra.scriptSrc);
  add("frame-src", extra.frameSrc);
  add("connect-src", extra.connectSrc);
  return policy;
}

}  // namespace aurum::http
