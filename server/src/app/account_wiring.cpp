#include "app/account_wiring.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "domain/notices.hpp"
#include "http/translations.hpp"

namespace aurum::app {

namespace {
/// A notification is a side effect of something already committed: its failure is logged, never
/// turned into the caller's error.
void notifySafely(services::NotificationService& n, domain::Notification note) {
  const auto kind = note.kind;
  const auto userId = note.userId;
  try {
    n.notify(std::move(note));
  } catch (const std::exception& e) {
    spdlog::error("notifications: {} for user {} not stored: {}", kind, userId, e.what());
  }
}
}  // namespace

void wireNotificationSources(services::AccountServices& account, services::Shop& shop,
                             services::ComplianceService& compliance, services::AuthService& auth) {
  auto& notifications = account.notifications();
  // Stored as templates, rendered in each reader's language (domain/notices.hpp) through the
  // server's catalogues: the e-mail and the live push in the account's, the API in the request's.
  notifications.useRenderer(&http::translate);
  shop.orders().setStatusHook([&notifications](const domain::Order& o) {
    notifySafely(notifications, domain::orderStatusNotice(o.userId, o.id, o.status));
  });
  // What became of a cancelled order's refund, when the cancellation's answer did not say it.
  shop.refunds().setOutcomeHook([&notifications](const domain::QueuedRefund& r) {
    if (auto note = domain::refundNotice(r)) notifySafely(notifications, std::move(*note));
  });
  // A placed order's notification commits with the order (CheckoutService).
  shop.checkout().useNotifications(&notifications);
  compliance.setDecisionHook([&notifications](const domain::KycCase& c) {
    notifySafely(notifications, domain::kycDecisionNotice(c.user.id, c.status, c.reason));
  });
  auth.setNewDeviceHook(
      [&notifications](std::int64_t userId, const std::string& device, const std::string& ip) {
        notifySafely(notifications, domain::newDeviceNotice(userId, device, ip));
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
