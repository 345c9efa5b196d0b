#include <gtest/gtest.h>

#include "api/csv.hpp"
#include "http/security_headers.hpp"

using aurum::api::csvField;

TEST(CsvField, NeutralisesEveryFormulaLeadEvenBeforeDigits) {
  EXPECT_EQ(csvField("=SUM(A1:A9)"), "\"'=SUM(A1:A9)\"");
  EXPECT_EQ(csvField("+1"), "\"'+1\"");
  EXPECT_EQ(csvField("-2+3"), "\"'-2+3\"");  // used to pass: "-" followed by a digit
  EXPECT_EQ(csvField("@cmd"), "\"'@cmd\"");
  EXPECT_EQ(csvField("\tx"), "\"'\tx\"");
  EXPECT_EQ(csvField("\rx"), "\"'\rx\"");
  EXPECT_EQ(csvField("=HYPERLINK(\"http://x\")"), "\"'=HYPERLINK(\"\"http://x\"\")\"");
}

TEST(CsvField, QuotesOnlyWhenNeeded) {
  EXPECT_EQ(csvField("Gold bar"), "Gold bar");
  EXPECT_EQ(csvField(""), "");
  EXPECT_EQ(csvField("a,b"), "\"a,b\"");
  EXPECT_EQ(csvField("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(csvField("x=1"), "x=1");  // only the first character matters
}

TEST(ContentSecurityPolicy, WebSocketsOnlyToOurOwnOrigin) {
  auto csp = aurum::http::contentSecurityPolicy({}, "shop.example:8443", false);
  EXPECT_NE(csp.find("connect-src 'self' ws://shop.example:8443 wss://shop.example:8443;"),
            std::string::npos)
      << csp;
  EXPECT_EQ(csp.find(" ws: "), std::string::npos);
  EXPECT_EQ(csp.find(" wss:;"), std::string::npos);
  auto tls = aurum::http::contentSecurityPolicy({}, "shop.example", true);
  EXPECT_NE(tls.find("connect-src 'self' wss://shop.example;"), std::string::npos) << tls;
  // A Host header cannot add directives.
  auto forged = aurum::http::contentSecurityPolicy({}, "x; script-src *", false);
  EXPECT_NE(forged.find("connect-src 'self';"), std::string::npos) << forged;
  EXPECT_EQ(forged.find("script-src *"), std::string::npos);
}

TEST(ContentSecurityPolicy, ExtraSourcesAreAddedWhereConfigured) {
  aurum::http::CspSources extra;
  extra.script = {"https://js.stripe.com"};
  extra.frame = {"https://js.stripe.com"};
  extra.connect = {"https://api.stripe.com"};
  auto csp = aurum::http::contentSecurityPolicy(extra, "shop.example", true);
  EXPECT_NE(csp.find("script-src 'self' https://js.stripe.com;"), std::string::npos) << csp;
  EXPECT_NE(csp.find("frame-src 'self' https://js.stripe.com"), std::string::npos) << csp;
  EXPECT_NE(csp.find("wss://shop.example https://api.stripe.com;"), std::string::npos) << csp;
  EXPECT_EQ(aurum::http::contentSecurityPolicy({}, "a", true).find("frame-src"), std::string::npos);
}
