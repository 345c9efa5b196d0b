#include "http/payment_csp.hpp"

#include <gtest/gtest.h>

using aurum::http::contentSecurityPolicy;
using aurum::http::paymentCspSources;

TEST(PaymentCsp, StripeWidensScriptFrameAndConnectOnlyForStripe) {
  auto test = paymentCspSources("test");
  EXPECT_TRUE(test.script.empty() && test.frame.empty() && test.connect.empty());
  auto csp = contentSecurityPolicy(paymentCspSources("stripe"), "shop.example", true);
  EXPECT_NE(csp.find("https://js.stripe.com"), std::string::npos) << csp;
  auto connect = csp.substr(csp.find("connect-src"));
  connect = connect.substr(0, connect.find(';'));
  EXPECT_NE(connect.find("https://api.stripe.com"), std::string::npos) << csp;
  EXPECT_NE(connect.find("wss://shop.example"), std::string::npos) << csp;
  EXPECT_EQ(connect.find(" ws: "), std::string::npos) << csp;
  auto frame = csp.substr(csp.find("frame-src"));
  EXPECT_NE(frame.substr(0, frame.find(';')).find("https://hooks.stripe.com"), std::string::npos)
      << csp;
  EXPECT_EQ(contentSecurityPolicy(test, "shop.example", true).find("stripe.com"),
            std::string::npos);
}
