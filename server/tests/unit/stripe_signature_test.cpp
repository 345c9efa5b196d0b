#include "payments/stripe_signature.hpp"

#include <gtest/gtest.h>

using aurum::payments::SignatureCheck;
using aurum::payments::stripeSignatureHeader;
using aurum::payments::verifyStripeSignature;

namespace {
const std::string kSecret = "whsec_test_secret";
const std::string kBody = R"({"id":"evt_1"})";
// HMAC-SHA-256("whsec_test_secret", "1700000000." + body), computed independently (Python hmac).
const std::string kV1 = "248a374f50f943a28b0f6ab50faf9a7e7e29b710fa26df9fb1618b9bf8ea9c9a";
constexpr std::int64_t kT = 1700000000;
}  // namespace

TEST(StripeSignature, MatchesStripesSchemeByteForByte) {
  EXPECT_EQ(stripeSignatureHeader(kBody, kSecret, kT), "t=1700000000,v1=" + kV1);
  EXPECT_EQ(verifyStripeSignature("t=1700000000,v1=" + kV1, kBody, kSecret, kT + 10),
            SignatureCheck::kValid);
}

TEST(StripeSignature, AnyOfSeveralV1SignaturesAndOtherSchemesIgnored) {
  auto h = "t=1700000000,v0=abc,v1=" + std::string(64, '0') + ", v1=" + kV1;
  EXPECT_EQ(verifyStripeSignature(h, kBody, kSecret, kT), SignatureCheck::kValid);
}

TEST(StripeSignature, RefusesForgedTamperedAndMalformed) {
  EXPECT_EQ(verifyStripeSignature("t=1700000000,v1=" + kV1, kBody + " ", kSecret, kT),
            SignatureCheck::kMismatch);
  EXPECT_EQ(verifyStripeSignature("t=1700000001,v1=" + kV1, kBody, kSecret, kT),
            SignatureCheck::kMismatch);
  EXPECT_EQ(verifyStripeSignature("t=1700000000,v1=" + kV1, kBody, "whsec_other", kT),
            SignatureCheck::kMismatch);
  EXPECT_EQ(verifyStripeSignature("t=1700000000,v1=" + kV1, kBody, "", kT),
            SignatureCheck::kMismatch);
  EXPECT_EQ(verifyStripeSignature("v1=" + kV1, kBody, kSecret, kT), SignatureCheck::kMalformed);
  EXPECT_EQ(verifyStripeSignature("t=17x,v1=" + kV1, kBody, kSecret, kT),
            SignatureCheck::kMalformed);
  EXPECT_EQ(verifyStripeSignature("t=1700000000", kBody, kSecret, kT), SignatureCheck::kMalformed);
  EXPECT_EQ(verifyStripeSignature("", kBody, kSecret, kT), SignatureCheck::kMalformed);
}

TEST(StripeSignature, FiveMinuteToleranceEitherWay) {
  auto h = "t=1700000000,v1=" + kV1;
  EXPECT_EQ(verifyStripeSignature(h, kBody, kSecret, kT + 300), SignatureCheck::kValid);
  EXPECT_EQ(verifyStripeSignature(h, kBody, kSecret, kT + 301), SignatureCheck::kExpired);
  EXPECT_EQ(verifyStripeSignature(h, kBody, kSecret, kT - 301), SignatureCheck::kExpired);
}
