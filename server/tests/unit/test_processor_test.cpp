// The built-in test processor behaves as the providers it stands in for.
#include "payments/test_processor.hpp"

#include <gtest/gtest.h>

using aurum::payments::PaymentMethodInput;
using aurum::payments::PaymentStatus;
using aurum::payments::TestProcessor;

namespace {

PaymentMethodInput testCard(std::string digits) {
  PaymentMethodInput m;
  m.digits = std::move(digits);
  return m;
}

}  // namespace

TEST(TestProcessor, RefundsAChargeInPartsUpToWhatWasCharged) {
  TestProcessor p;
  auto id = p.createIntent(1000, "q1");
  ASSERT_EQ(p.confirm(id, 1000, testCard("4242424242424242"), "k1").status,
            PaymentStatus::kSucceeded);
  EXPECT_TRUE(p.refund(id, 600, "r1").succeeded);
  EXPECT_FALSE(p.refund(id, 401, "r2").succeeded);  // more than is left
  auto rest = p.refund(id, 400, "r3");
  EXPECT_TRUE(rest.succeeded);
  EXPECT_EQ(p.refund(id, 400, "r3").ref, rest.ref);  // replayed under its key
  EXPECT_FALSE(p.refund(id, 1, "r4").succeeded);     // nothing left
  EXPECT_EQ(p.refunds(id), 2);
  EXPECT_EQ(p.charges(id), 1);
}

TEST(TestProcessor, RefusesToRefundWhatItNeverCharged) {
  TestProcessor p;
  auto declined = p.createIntent(500, "q2");
  EXPECT_EQ(p.confirm(declined, 500, testCard("4000000000000002"), "k2").status,
            PaymentStatus::kDeclined);
  EXPECT_FALSE(p.refund(declined, 500, "r5").succeeded);
  EXPECT_FALSE(p.refund("pi_test_unknown", 500, "r6").succeeded);
  // Authenticated after 3-D Secure: charged then, and refundable.
  auto secure = p.createIntent(800, "q3");
  EXPECT_EQ(p.confirm(secure, 800, testCard("4000002500003155"), "k3").status,
            PaymentStatus::kRequiresAction);
  EXPECT_FALSE(p.refund(secure, 800, "r7").succeeded);
  EXPECT_EQ(p.authenticate(secure, true).status, PaymentStatus::kSucceeded);
  EXPECT_TRUE(p.refund(secure, 800, "r8").succeeded);
}
