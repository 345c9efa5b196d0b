// The notifications each source sends (domain/notices.hpp): stored as English templates with
// their values apart, so that the reader's language renders them.
#include "domain/notices.hpp"

#include <gtest/gtest.h>

#include "domain/money.hpp"

using namespace aurum::domain;

namespace {
std::string title(const Notification& n) { return formatMessage(n.titleIn("en")); }
std::string body(const Notification& n) { return formatMessage(n.bodyIn("en")); }
}  // namespace

TEST(Notices, OrderStatusHasOneSentencePerStatusAndTheNumberApart) {
  auto n = orderStatusNotice(7, 42, OrderStatus::kShipped);
  EXPECT_EQ(n.userId, 7);
  EXPECT_EQ(n.kind, "order_status");
  EXPECT_EQ(n.link, "/orders");
  EXPECT_EQ(n.title, "Order #{order} is shipped");  // the catalogue's key, never the number
  EXPECT_EQ(title(n), "Order #42 is shipped");
  EXPECT_EQ(body(n), "Your order #42 is now shipped.");
  for (auto s : {OrderStatus::kPending, OrderStatus::kProcessing, OrderStatus::kShipped,
                 OrderStatus::kDelivered, OrderStatus::kCancelled}) {
    auto each = orderStatusNotice(1, 5, s);
    EXPECT_EQ(title(each), "Order #5 is " + std::string(orderStatusName(s)));
    EXPECT_EQ(body(each), "Your order #5 is now " + std::string(orderStatusName(s)) + ".");
  }
}

TEST(Notices, APlacedOrderTellsThePaymentWasReceived) {
  Order o;
  o.id = 9;
  o.userId = 3;
  o.status = OrderStatus::kProcessing;
  auto n = orderPlacedNotice(o);
  EXPECT_EQ(n.userId, 3);
  EXPECT_EQ(title(n), "Order #9 placed");
  EXPECT_EQ(body(n), "Your payment was received; order #9 is now processing.");
}

TEST(Notices, RefundOutcomesCarryTheAmountReasonAndReference) {
  QueuedRefund r;
  r.orderId = 12;
  r.customerId = 4;
  r.amountCents = 123456;
  r.status = RefundStatus::kPending;
  EXPECT_FALSE(refundNotice(r));

  r.status = RefundStatus::kSucceeded;
  auto done = *refundNotice(r);
  EXPECT_EQ(done.userId, 4);
  EXPECT_EQ(title(done), "Refund for order #12 completed");
  EXPECT_EQ(body(done), "$1,234.56 was refunded to the card you paid with.");

  r.status = RefundStatus::kFailed;
  EXPECT_EQ(body(*refundNotice(r)),
            "The refund of $1,234.56 was not accepted. Our team has been told and will pay it "
            "back to you.");
  r.message = "The card was closed.";
  auto refused = *refundNotice(r);
  EXPECT_EQ(title(refused), "Refund for order #12 could not be completed");
  EXPECT_EQ(body(refused),
            "The refund of $1,234.56 was not accepted: The card was closed. Our team has been told "
            "and will pay it back to you.");

  r.status = RefundStatus::kSettled;
  r.settledReference = "WIRE-{amount}";  // a value is never filled in again
  auto settled = *refundNotice(r);
  EXPECT_EQ(title(settled), "Refund for order #12 paid by bank transfer");
  EXPECT_EQ(body(settled),
            "$1,234.56 was paid back to you by bank transfer (reference WIRE-{amount}).");
}

TEST(Notices, KycDecisionsShowTheAdminsReasonAsWritten) {
  auto approved = kycDecisionNotice(2, "approved", std::nullopt);
  EXPECT_EQ(approved.kind, "kyc_decision");
  EXPECT_EQ(approved.link, "/profile");
  EXPECT_EQ(title(approved), "Identity verification approved");
  EXPECT_EQ(body(approved), "Your identity verification was approved.");
  // A decision without a reason says what it was (a rejection never reads "approved").
  EXPECT_EQ(body(kycDecisionNotice(2, "rejected", std::nullopt)),
            "Your identity verification was rejected.");
  auto resubmit = kycDecisionNotice(2, "resubmit", std::string("The photo is blurred {x}."));
  EXPECT_EQ(title(resubmit), "New documents requested");
  EXPECT_EQ(resubmit.body, "{reason}");
  EXPECT_EQ(body(resubmit), "The photo is blurred {x}.");
  EXPECT_EQ(body(kycDecisionNotice(2, "resubmit", std::string())),
            "Please upload new documents for your identity verification.");
}

TEST(Notices, SignInsAlertsAndMessages) {
  auto device = newDeviceNotice(5, "Chrome on macOS", "198.51.100.4");
  EXPECT_EQ(device.kind, "new_device");
  EXPECT_EQ(title(device), "New sign-in");
  EXPECT_EQ(body(device),
            "Your account was signed in from Chrome on macOS (198.51.100.4). If this was not you, "
            "change your password.");

  PriceAlert a;
  a.userId = 6;
  a.metal = Metal::kPlatinum;
  a.direction = AlertDirection::kBelow;
  a.priceCents = 95000;
  auto alert = priceAlertNotice(a, 94012);
  EXPECT_EQ(alert.kind, "price_alert");
  EXPECT_EQ(alert.link, "/trading");
  EXPECT_EQ(title(alert), "Platinum below $950.00");
  EXPECT_EQ(body(alert), "Platinum is at $940.12 per troy ounce (your alert: below $950.00).");
  for (auto m : kAllMetals)
    for (auto d : {AlertDirection::kAbove, AlertDirection::kBelow}) {
      a.metal = m;
      a.direction = d;
      EXPECT_EQ(title(priceAlertNotice(a, 1)),
                std::string(metalDisplayName(m)) + " " + alertDirectionName(d) + " $950.00");
    }

  auto message = traderMessageNotice(8, "Gulf Bullion", "Your offer is ready {from}");
  EXPECT_EQ(message.kind, "message");
  EXPECT_EQ(message.link, "/dashboard");  // a page that exists (the bell is on every page)
  EXPECT_EQ(title(message), "Message from Gulf Bullion");
  EXPECT_EQ(body(message), "Your offer is ready {from}");
}

TEST(Notices, AmountsAreWrittenAsTheReadersLanguageWritesMoney) {
  EXPECT_EQ(formatUsdIn(123456789, "en"), "$1,234,567.89");
  EXPECT_EQ(formatUsdIn(5, "zh"), "$0.05");
  EXPECT_EQ(formatUsdIn(123456, "de"), "1.234,56\u00a0$");
  EXPECT_EQ(formatUsdIn(100000, "es"), "1.000,00\u00a0$");
  EXPECT_EQ(formatUsdIn(99999999, "fr"), "999\u00a0999,99\u00a0$");
  EXPECT_EQ(formatUsdIn(-12345, "en"), "-$123.45");
  EXPECT_EQ(formatUsdIn(95000, "xx"), "$950.00");

  PriceAlert a;
  a.metal = Metal::kGold;
  a.priceCents = 210000;
  auto n = priceAlertNotice(a, 210150);
  // Stored as cents, apart from the texts; each language formats them when it renders.
  EXPECT_TRUE(n.args.empty());
  EXPECT_EQ(formatMessage(n.bodyIn("de")),
            "Gold is at 2.101,50\u00a0$ per troy ounce (your alert: above 2.100,00\u00a0$).");
  EXPECT_EQ(formatMessage(n.titleIn("en")), "Gold above $2,100.00");
}
