#include "domain/quote_status.hpp"

#include <gtest/gtest.h>

using namespace aurum::domain;

TEST(QuoteStatus, NamesRoundTrip) {
  for (auto s : {QuoteStatus::kOpen, QuoteStatus::kAcceptance, QuoteStatus::kProcessing,
                 QuoteStatus::kAction, QuoteStatus::kPaid, QuoteStatus::kDeclined,
                 QuoteStatus::kExpired, QuoteStatus::kSuperseded})
    EXPECT_EQ(parseQuoteStatus(quoteStatusName(s)), s);
  EXPECT_FALSE(parseQuoteStatus("requires_action").has_value());
}

TEST(QuoteStatus, APaymentRunsFromOpenThroughProcessing) {
  EXPECT_TRUE(canTransition(QuoteStatus::kOpen, QuoteStatus::kProcessing));
  EXPECT_TRUE(canTransition(QuoteStatus::kProcessing, QuoteStatus::kPaid));
  EXPECT_TRUE(canTransition(QuoteStatus::kProcessing, QuoteStatus::kDeclined));
  EXPECT_TRUE(canTransition(QuoteStatus::kProcessing, QuoteStatus::kAction));
  EXPECT_TRUE(canTransition(QuoteStatus::kAction, QuoteStatus::kProcessing));
  EXPECT_TRUE(canTransition(QuoteStatus::kProcessing,
                            QuoteStatus::kProcessing));  // a confirmation re-claims it
  EXPECT_FALSE(canTransition(QuoteStatus::kOpen, QuoteStatus::kPaid));
  EXPECT_FALSE(canTransition(QuoteStatus::kAction, QuoteStatus::kPaid));
}

TEST(QuoteStatus, AHigherRequoteMustBeAcceptedBeforePaying) {
  EXPECT_TRUE(canTransition(QuoteStatus::kAcceptance, QuoteStatus::kOpen));
  EXPECT_FALSE(canTransition(QuoteStatus::kAcceptance, QuoteStatus::kProcessing));
}

TEST(QuoteStatus, OnlyLiveQuotesExpireOrAreSuperseded) {
  for (auto s : {QuoteStatus::kOpen, QuoteStatus::kAcceptance, QuoteStatus::kAction}) {
    EXPECT_TRUE(isLive(s));
    EXPECT_TRUE(canTransition(s, QuoteStatus::kExpired));
    EXPECT_TRUE(canTransition(s, QuoteStatus::kSuperseded));
  }
  EXPECT_FALSE(isLive(QuoteStatus::kProcessing));
  EXPECT_FALSE(canTransition(QuoteStatus::kProcessing, QuoteStatus::kExpired));
}

TEST(QuoteStatus, FinalStatesGoNowhere) {
  for (auto from : {QuoteStatus::kPaid, QuoteStatus::kDeclined, QuoteStatus::kExpired,
                    QuoteStatus::kSuperseded})
    for (auto to : {QuoteStatus::kOpen, QuoteStatus::kAcceptance, QuoteStatus::kProcessing,
                    QuoteStatus::kAction, QuoteStatus::kPaid, QuoteStatus::kDeclined,
                    QuoteStatus::kExpired, QuoteStatus::kSuperseded})
      EXPECT_FALSE(canTransition(from, to))
          << quoteStatusName(from) << " -> " << quoteStatusName(to);
}

TEST(PaymentStatus, OnlyAPendingBankCheckChanges) {
  EXPECT_EQ(parsePaymentStatus("requires_action"), PaymentStatus::kRequiresAction);
  EXPECT_EQ(paymentStatusName(PaymentStatus::kSucceeded), std::string("succeeded"));
  EXPECT_TRUE(canTransition(PaymentStatus::kRequiresAction, PaymentStatus::kSucceeded));
  EXPECT_TRUE(canTransition(PaymentStatus::kRequiresAction, PaymentStatus::kDeclined));
  EXPECT_FALSE(canTransition(PaymentStatus::kRequiresAction, PaymentStatus::kRequiresAction));
  EXPECT_FALSE(canTransition(PaymentStatus::kSucceeded, PaymentStatus::kDeclined));
  EXPECT_FALSE(canTransition(PaymentStatus::kDeclined, PaymentStatus::kSucceeded));
}

TEST(AttemptStatus, TheProviderAnswersAProcessingAttemptOnce) {
  for (auto s : {AttemptStatus::kProcessing, AttemptStatus::kSucceeded,
                 AttemptStatus::kRequiresAction, AttemptStatus::kDeclined})
    EXPECT_EQ(parseAttemptStatus(attemptStatusName(s)), s);
  EXPECT_FALSE(parseAttemptStatus("paid"));
  EXPECT_EQ(attemptStatusOf(PaymentStatus::kRequiresAction), AttemptStatus::kRequiresAction);
  EXPECT_EQ(attemptStatusOf(PaymentStatus::kDeclined), AttemptStatus::kDeclined);
  EXPECT_TRUE(canTransition(AttemptStatus::kProcessing, AttemptStatus::kSucceeded));
  EXPECT_TRUE(canTransition(AttemptStatus::kProcessing, AttemptStatus::kRequiresAction));
  EXPECT_TRUE(canTransition(AttemptStatus::kRequiresAction, AttemptStatus::kProcessing));
  EXPECT_FALSE(canTransition(AttemptStatus::kProcessing, AttemptStatus::kProcessing));
  EXPECT_FALSE(canTransition(AttemptStatus::kSucceeded, AttemptStatus::kProcessing));
  EXPECT_FALSE(canTransition(AttemptStatus::kDeclined, AttemptStatus::kSucceeded));
  EXPECT_FALSE(canTransition(AttemptStatus::kRequiresAction, AttemptStatus::kSucceeded));
}

TEST(AttemptStatus, CountsTowardLimitsUntilDeclined) {
  EXPECT_TRUE(countsTowardLimits(AttemptStatus::kProcessing));
  EXPECT_TRUE(countsTowardLimits(AttemptStatus::kRequiresAction));
  EXPECT_TRUE(countsTowardLimits(AttemptStatus::kSucceeded));
  EXPECT_FALSE(countsTowardLimits(AttemptStatus::kDeclined));
}

TEST(RefundStatus, APendingRefundEndsOnceAndOnlyARefusedOneIsTriedAgain) {
  // A refund that succeeded may yet fail at the provider; it never becomes pending again.
  EXPECT_EQ(parseRefundStatus("pending"), RefundStatus::kPending);
  EXPECT_EQ(refundStatusName(RefundStatus::kFailed), std::string("failed"));
  EXPECT_FALSE(parseRefundStatus("refunded"));
  EXPECT_TRUE(canTransition(RefundStatus::kPending, RefundStatus::kSucceeded));
  EXPECT_TRUE(canTransition(RefundStatus::kPending, RefundStatus::kFailed));
  EXPECT_FALSE(canTransition(RefundStatus::kPending, RefundStatus::kPending));
  EXPECT_TRUE(canTransition(RefundStatus::kSucceeded, RefundStatus::kFailed));
  EXPECT_FALSE(canTransition(RefundStatus::kFailed, RefundStatus::kSucceeded));
  EXPECT_TRUE(canTransition(RefundStatus::kFailed, RefundStatus::kPending));
  EXPECT_FALSE(canTransition(RefundStatus::kSucceeded, RefundStatus::kPending));
  EXPECT_TRUE(canTransition(RefundStatus::kFailed, RefundStatus::kSettled));
  EXPECT_EQ(parseRefundStatus("settled"), RefundStatus::kSettled);
  for (auto s : {RefundStatus::kPending, RefundStatus::kSucceeded})
    EXPECT_FALSE(canTransition(s, RefundStatus::kSettled));
  for (auto s : {RefundStatus::kPending, RefundStatus::kSucceeded, RefundStatus::kFailed})
    EXPECT_FALSE(canTransition(RefundStatus::kSettled, s));
}

TEST(RefundStatus, EachAttemptHasItsOwnKeyAndTheFirstKeepsTheKeyRecordedBefore) {
  EXPECT_EQ(refundIdempotencyKey(42, 1), "aurum-refund-order-42");
  EXPECT_EQ(refundIdempotencyKey(42, 2), "aurum-refund-order-42-attempt-2");
  EXPECT_NE(refundIdempotencyKey(42, 3), refundIdempotencyKey(42, 2));
}

TEST(RefundStatus, TheBuyerIsToldWhatTheirCancellationsAnswerDidNotSay) {
  using R = RefundStatus;
  // The cancellation's answer shows a refund done at once: no notification for it.
  EXPECT_FALSE(buyerToldOfRefund(R::kPending, R::kSucceeded, 1, false));
  // A pending refund the provider finished later, or one staff tried again, is news.
  EXPECT_TRUE(buyerToldOfRefund(R::kPending, R::kSucceeded, 1, true));
  EXPECT_TRUE(buyerToldOfRefund(R::kPending, R::kSucceeded, 2, false));
  // A refusal is told once: the first attempt's, not each retry's by staff.
  EXPECT_TRUE(buyerToldOfRefund(R::kPending, R::kFailed, 1, false));
  EXPECT_TRUE(buyerToldOfRefund(R::kPending, R::kFailed, 1, true));
  EXPECT_FALSE(buyerToldOfRefund(R::kPending, R::kFailed, 3, false));
  // A refund the provider takes back after reporting it done is always told.
  EXPECT_TRUE(buyerToldOfRefund(R::kSucceeded, R::kFailed, 1, true));
  EXPECT_TRUE(buyerToldOfRefund(R::kSucceeded, R::kFailed, 2, false));
  // Staff paid it back by transfer.
  EXPECT_TRUE(buyerToldOfRefund(R::kFailed, R::kSettled, 2, false));
  // A retry beginning, or anything the transitions forbid, is not.
  EXPECT_FALSE(buyerToldOfRefund(R::kFailed, R::kPending, 1, false));
  EXPECT_FALSE(buyerToldOfRefund(R::kPending, R::kSettled, 1, false));
  EXPECT_FALSE(buyerToldOfRefund(R::kSucceeded, R::kSucceeded, 2, true));
}
