#include "domain/notices.hpp"

#include "domain/user_text.hpp"

namespace aurum::domain {

namespace {

Notification notice(std::int64_t userId, const char* kind, const char* title, const char* body,
                    const char* link, MessageArgs args) {
  return Notification{.userId = userId,
                      .kind = kind,
                      .title = title,
                      .body = body,
                      .link = link,
                      .createdAtMs = 0,
                      .readAtMs = std::nullopt,
                      .args = std::move(args),
                      .amounts = {}};
}

struct Sentences {
  const char* title;
  const char* body;
};

struct StatusSentences {
  OrderStatus status;
  Sentences text;
};

constexpr StatusSentences kStatusSentences[] = {
    {OrderStatus::kPending,
     {userText("Order #{order} is pending"), userText("Your order #{order} is now pending.")}},
    {OrderStatus::kProcessing,
     {userText("Order #{order} is processing"),
      userText("Your order #{order} is now processing.")}},
    {OrderStatus::kShipped,
     {userText("Order #{order} is shipped"), userText("Your order #{order} is now shipped.")}},
    {OrderStatus::kDelivered,
     {userText("Order #{order} is delivered"), userText("Your order #{order} is now delivered.")}},
    {OrderStatus::kCancelled,
     {userText("Order #{order} is cancelled"), userText("Your order #{order} is now cancelled.")}},
};

Sentences orderStatusSentences(OrderStatus status) {
  for (const auto& s : kStatusSentences)
    if (s.status == status) return s.text;
  return kStatusSentences[0].text;
}

/// One sentence per metal and direction: a metal's name is a word of the sentence, translated with
/// it (an argument's value is never translated).
struct AlertSentences {
  Metal metal;
  AlertDirection direction;
  Sentences text;
};

constexpr AlertSentences kAlertSentences[] = {
    {Metal::kGold,
     AlertDirection::kAbove,
     {userText("Gold above {target}"),
      userText("Gold is at {price} per troy ounce (your alert: above {target}).")}},
    {Metal::kGold,
     AlertDirection::kBelow,
     {userText("Gold below {target}"),
      userText("Gold is at {price} per troy ounce (your alert: below {target}).")}},
    {Metal::kSilver,
     AlertDirection::kAbove,
     {userText("Silver above {target}"),
      userText("Silver is at {price} per troy ounce (your alert: above {target}).")}},
    {Metal::kSilver,
     AlertDirection::kBelow,
     {userText("Silver below {target}"),
      userText("Silver is at {price} per troy ounce (your alert: below {target}).")}},
    {Metal::kPlatinum,
     AlertDirection::kAbove,
     {userText("Platinum above {target}"),
      userText("Platinum is at {price} per troy ounce (your alert: above {target}).")}},
    {Metal::kPlatinum,
     AlertDirection::kBelow,
     {userText("Platinum below {target}"),
      userText("Platinum is at {price} per troy ounce (your alert: below {target}).")}},
    {Metal::kPalladium,
     AlertDirection::kAbove,
     {userText("Palladium above {target}"),
      userText("Palladium is at {price} per troy ounce (your alert: above {target}).")}},
    {Metal::kPalladium,
     AlertDirection::kBelow,
     {userText("Palladium below {target}"),
      userText("Palladium is at {price} per troy ounce (your alert: below {target}).")}},
};

Sentences priceAlertSentences(Metal metal, AlertDirection direction) {
  for (const auto& s : kAlertSentences)
    if (s.metal == metal && s.direction == direction) return s.text;
  return kAlertSentences[0].text;
}

}  // namespace

Notification orderStatusNotice(std::int64_t userId, std::int64_t orderId, OrderStatus status) {
  const auto s = orderStatusSentences(status);
  return notice(userId, "order_status", s.title, s.body, "/orders",
                {{"order", std::to_string(orderId)}});
}

Notification orderPlacedNotice(const Order& order) {
  // Orders are placed paid, at processing (CheckoutService::placeOrders).
  const auto body = order.status == OrderStatus::kProcessing
                        ? userText("Your payment was received; order #{order} is now processing.")
                        : orderStatusSentences(order.status).body;
  return notice(order.userId, "order_status", userText("Order #{order} placed"), body, "/orders",
                {{"order", std::to_string(order.id)}});
}

std::optional<Notification> refundNotice(const QueuedRefund& r) {
  MessageArgs args{{"order", std::to_string(r.orderId)}};
  const char *title = nullptr, *body = nullptr;
  switch (r.status) {
    case RefundStatus::kSucceeded:
      title = userText("Refund for order #{order} completed");
      body = userText("{amount} was refunded to the card you paid with.");
      break;
    case RefundStatus::kFailed:
      title = userText("Refund for order #{order} could not be completed");
      if (r.message.empty()) {
        body = userText(
            "The refund of {amount} was not accepted. Our team has been told and will pay it back "
            "to you.");
      } else {
        body = userText(
            "The refund of {amount} was not accepted: {reason} Our team has been told and will pay "
            "it back to you.");
        args.emplace_back("reason", r.message);
      }
      break;
    case RefundStatus::kSettled:
      title = userText("Refund for order #{order} paid by bank transfer");
      body = userText("{amount} was paid back to you by bank transfer (reference {reference}).");
      args.emplace_back("reference", r.settledReference);
      break;
    case RefundStatus::kPending:
      return std::nullopt;
  }
  auto n = notice(r.customerId, "order_status", title, body, "/orders", std::move(args));
  n.amounts = {{"amount", r.amountCents}};
  return n;
}

Notification kycDecisionNotice(std::int64_t userId, const std::string& status,
                               const std::optional<std::string>& reason) {
  const char *title = nullptr, *fallback = nullptr;
  if (status == "approved") {
    title = userText("Identity verification approved");
    fallback = userText("Your identity verification was approved.");
  } else if (status == "rejected") {
    title = userText("Identity verification rejected");
    fallback = userText("Your identity verification was rejected.");
  } else {
    title = userText("New documents requested");
    fallback = userText("Please upload new documents for your identity verification.");
  }
  if (reason && !reason->empty())
    return notice(userId, "kyc_decision", title, "{reason}", "/profile", {{"reason", *reason}});
  return notice(userId, "kyc_decision", title, fallback, "/profile", {});
}

Notification newDeviceNotice(std::int64_t userId, const std::string& device,
                             const std::string& ip) {
  return notice(userId, "new_device", userText("New sign-in"),
                userText("Your account was signed in from {device} ({ip}). If this was not you, "
                         "change your password."),
                "/settings", {{"device", device}, {"ip", ip}});
}

Notification priceAlertNotice(const PriceAlert& alert, std::int64_t priceCents) {
  const auto s = priceAlertSentences(alert.metal, alert.direction);
  auto n = notice(alert.userId, "price_alert", s.title, s.body, "/trading", {});
  n.amounts = {{"target", alert.priceCents}, {"price", priceCents}};
  return n;
}

Notification traderMessageNotice(std::int64_t clientId, const std::string& from,
                                 const std::string& text) {
  return notice(clientId, "message", userText("Message from {from}"), "{text}", "/dashboard",
                {{"from", from}, {"text", text}});
}

}  // namespace aurum::domain
