#include "app/account_wiring.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "domain/money.hpp"
#include "domain/order_status.hpp"

namespace aurum::app {

namespace {
/// A notification is a side effect of something already committed: its failure is logged, never
/// turned into the caller's error.
void notifySafely(services::NotificationService& n, std::int64_t userId, const char* kind,
                  const std::string& title, const std::string& body, const char* link) {
  try {
    n.notify(userId, kind, title, body, link);
  } catch (const std::exception& e) {
    spdlog::error("notifications: {} for user {} not stored: {}", kind, userId, e.what());
  }
}
}  // namespace

void wireNotificationSources(services::AccountServices& account, services::Shop& shop,
                             services::ComplianceService& compliance, services::AuthService& auth) {
  auto& notifications = account.notifications();
  // Texts are stored in English; the web app shows them as stored (docs/notifications.md).
  shop.orders().setStatusHook([&notifications](const domain::Order& o) {
    const std::string status = domain::orderStatusName(o.status);
    const std::string id = std::to_string(o.id);
    notifySafely(notifications, o.userId, "order_status", "Order #" + id + " is " + status,
                 "Your order #" + id + " is now " + status + ".", "/orders");
  });
  // What became of a cancelled order's refund, when the cancellation's answer did not say it.
  shop.refunds().setOutcomeHook([&notifications](const domain::QueuedRefund& r) {
    const std::string id = std::to_string(r.orderId);
    const std::string amount = "$" + domain::formatCents(r.amountCents);
    std::string title, body;
    switch (r.status) {
      case domain::RefundStatus::kSucceeded:
        title = "Refund for order #" + id + " completed";
        body = amount + " was refunded to the card you paid with.";
        break;
      case domain::RefundStatus::kFailed:
        title = "Refund for order #" + id + " could not be completed";
        body = "The refund of " + amount + " was not accepted" +
               (r.message.empty() ? "." : ": " + r.message) +
               " Our team has been told and will pay it back to you.";
        break;
      case domain::RefundStatus::kSettled:
        title = "Refund for order #" + id + " paid by bank transfer";
        body = amount + " was paid back to you by bank transfer (reference " + r.settledReference +
               ").";
        break;
      case domain::RefundStatus::kPending:
        return;
    }
    notifySafely(notifications, r.customerId, "order_status", title, body, "/orders");
  });
  // A placed order's notification commits with the order (CheckoutService).
  shop.checkout().useNotifications(&notifications);
  compliance.setDecisionHook([&notifications](const domain::KycCase& c) {
    std::string title = c.status == "approved"   ? "Identity verification approved"
                        : c.status == "rejected" ? "Identity verification rejected"
                                                 : "New documents requested";
    std::string body = c.reason ? *c.reason : "Your identity verification was approved.";
    notifySafely(notifications, c.user.id, "kyc_decision", title, body, "/profile");
  });
  auth.setNewDeviceHook(
      [&notifications](std::int64_t userId, const std::string& device, const std::string& ip) {
        notifySafely(notifications, userId, "new_device", "New sign-in",
                     "Your account was signed in from " + device + " (" + ip +
                         "). If this was not you, change your password.",
                     "/settings");
      });
}

void AlertTicker::onTick() {
  auto* pool = pool_.load();
  if (!pool || queued_.exchange(true)) return;
  boost::asio::post(*pool, [this] {
    queued_ = false;
    try {
      if (int n = alerts_.evaluate()) spdlog::info("price alerts: {} fired", n);
    } catch (const std::exception& e) {
      spdlog::error("price alerts: the check failed: {}", e.what());
    }
  });
}

}  // namespace aurum::app
