#include "http/payment_csp.hpp"

namespace aurum::http {

CspSources paymentCspSources(std::string_view provider) {
  CspSources s;
  if (provider != "stripe") return s;
  s.script = {"https://js.stripe.com"};
  s.frame = {"https://js.stripe.com", "https://hooks.stripe.com"};
  s.connect = {"https://api.stripe.com"};
  return s;
}

}  // namespace aurum::http
