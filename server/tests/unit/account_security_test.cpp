// TOTP against RFC 6238's SHA-1 vectors, base32, the ±1 step window and replay rule, device names
// from User-Agent strings, and the security request parsers.
#include <gtest/gtest.h>

#include <functional>

#include "../support/field_at_fault.hpp"
#include "api/requests/security_requests.hpp"
#include "crypto/totp.hpp"
#include "domain/device.hpp"
#include "domain/error.hpp"

using aurum::testing::fieldAtFault;

namespace aurum {
namespace {

const std::string kRfcSecret = "12345678901234567890";  // RFC 6238 appendix B, SHA-1

TEST(Totp, MatchesTheRfc6238Vectors) {
  // The RFC lists 8 digits; the 6-digit code is its last six.
  EXPECT_EQ(crypto::totpCode(kRfcSecret, 59 / 30), "287082");
  EXPECT_EQ(crypto::totpCode(kRfcSecret, 1111111109 / 30), "081804");
  EXPECT_EQ(crypto::totpCode(kRfcSecret, 1111111111 / 30), "050471");
  EXPECT_EQ(crypto::totpCode(kRfcSecret, 1234567890 / 30), "005924");
  EXPECT_EQ(crypto::totpCode(kRfcSecret, 2000000000 / 30), "279037");
  EXPECT_EQ(crypto::totpCode(kRfcSecret, 20000000000 / 30), "353130");
}

TEST(Totp, AcceptsOneStepOfDriftEitherSideAndEachStepOnce) {
  const std::int64_t now = 1'111'111'111'000;
  const std::int64_t step = now / crypto::kTotpStepMs;
  EXPECT_EQ(crypto::matchTotp(kRfcSecret, crypto::totpCode(kRfcSecret, step), now, 0), step);
  EXPECT_EQ(crypto::matchTotp(kRfcSecret, crypto::totpCode(kRfcSecret, step - 1), now, 0),
            step - 1);
  EXPECT_EQ(crypto::matchTotp(kRfcSecret, crypto::totpCode(kRfcSecret, step + 1), now, 0),
            step + 1);
  EXPECT_FALSE(crypto::matchTotp(kRfcSecret, crypto::totpCode(kRfcSecret, step - 2), now, 0));
  EXPECT_FALSE(crypto::matchTotp(kRfcSecret, crypto::totpCode(kRfcSecret, step + 2), now, 0));
  // Used already (or a later step was): refused.
  EXPECT_FALSE(crypto::matchTotp(kRfcSecret, crypto::totpCode(kRfcSecret, step), now, step));
  EXPECT_FALSE(crypto::matchTotp(kRfcSecret, crypto::totpCode(kRfcSecret, step - 1), now, step));
  EXPECT_FALSE(crypto::matchTotp(kRfcSecret, "12345", now, 0));
  EXPECT_FALSE(crypto::matchTotp(kRfcSecret, "12345a", now, 0));
}

TEST(Totp, Base32RoundTripsAndReadsWhatAppsShow) {
  EXPECT_EQ(crypto::base32Encode(kRfcSecret), "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  EXPECT_EQ(crypto::base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq"), kRfcSecret);
  EXPECT_EQ(crypto::base32Encode("f"), "MY");
  EXPECT_EQ(crypto::base32Decode("MY======"), "f");
  EXPECT_FALSE(crypto::base32Decode("MY1"));
  std::string bytes;
  for (int i = 0; i < 256; ++i) bytes += static_cast<char>(i);
  EXPECT_EQ(crypto::base32Decode(crypto::base32Encode(bytes)), bytes);
}

TEST(Device, NamesTheBrowserAndTheSystem) {
  EXPECT_EQ(domain::describeDevice("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, "
                                   "like Gecko) Chrome/120.0.0.0 Safari/537.36"),
            "Chrome on Linux");
  EXPECT_EQ(domain::describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
                                   "(KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0"),
            "Edge on Windows");
  EXPECT_EQ(domain::describeDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) "
                                   "AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 "
                                   "Mobile/15E148 Safari/604.1"),
            "Safari on iPhone");
  EXPECT_EQ(domain::describeDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:120.0) "
                                   "Gecko/20100101 Firefox/120.0"),
            "Firefox on macOS");
  EXPECT_EQ(domain::describeDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
                                   "(KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"),
            "Chrome on Android");
  EXPECT_EQ(domain::describeDevice("curl/8.4.0"), "curl");
  EXPECT_EQ(domain::describeDevice(""), "Unknown device");
}

TEST(SecurityRequests, NameTheFieldAtFault) {
  EXPECT_EQ(api::parseMfaCodeRequest(boost::json::parse(R"({"code":"123456"})").as_object()),
            "123456");
  EXPECT_EQ(fieldAtFault([] {
              api::parseMfaCodeRequest(boost::json::object{{"code", "12345"}});
            }),
            "code");
  EXPECT_EQ(fieldAtFault([] {
              api::parseMfaCodeRequest(boost::json::object{{"code", 123456}});
            }),
            "code");
  EXPECT_EQ(fieldAtFault([] { api::parseTotpDisableRequest(boost::json::object{}); }), "code");
  EXPECT_EQ(fieldAtFault([] { api::parseMfaVerifyRequest(boost::json::object{}); }), "code");
  EXPECT_EQ(
      fieldAtFault([] {
        api::parseMfaVerifyRequest({{"code", "123456"}, {"assertion", boost::json::object{}}});
      }),
      "code");
  EXPECT_EQ(fieldAtFault([] { api::parseMfaVerifyRequest({{"assertion", "x"}}); }), "assertion");
  EXPECT_EQ(fieldAtFault([] {
              api::parsePasswordChangeRequest({{"currentPassword", "x"}});
            }),
            "newPassword");
  EXPECT_EQ(fieldAtFault([] { api::parseAccountDeleteRequest(boost::json::object{}); }),
            "password");
}

}  // namespace
}  // namespace aurum
