#include <gtest/gtest.h>

#include "http/payment_csp.hpp"

using aurum::http::paymentCspSources;
using aurum::http::withExtraSources;

TEST(PaymentCsp, StripeWidensScriptFrameAndConnectOnlyForStripe) {
  EXPECT_TRUE(paymentCspSources("test").empty());
  const std::string base = "default-src 'self'; script-src 'self'; connect-src 'self' ws: wss:; object-src 'none'";
  auto csp = withExtraSources(base, paymentCspSources("stripe"));
  EXPECT_NE(csp.find("script-src 'self' https://js.stripe.com;"), std::string::npos) << csp;
  EXPECT_NE(csp.find("connect-src 'self' ws: wss: https://api.stripe.com;"), std::string::npos) << csp;
  EXPECT_NE(csp.find("frame-src 'self' https://js.stripe.com https://hooks.stripe.com"), std::string::npos) << csp;
  EXPECT_NE(csp.find("object-src 'none'"), std::string::npos);
  EXPECT_EQ(withExtraSources(base, paymentCspSources("test")), base);
}
