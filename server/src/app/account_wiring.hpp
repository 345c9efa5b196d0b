#pragma once
#include <atomic>
#include <boost/asio/thread_pool.hpp>

#include "services/account_services.hpp"
#include "services/auth_service.hpp"
#include "services/compliance_service.hpp"
#include "services/shop.hpp"

namespace aurum::app {

/// Feeds the notification centre: order status changes, KYC decisions and sign-ins from a new
/// device each notify their user (docs/notifications.md).
void wireNotificationSources(services::AccountServices& account, services::Shop& shop,
                             services::ComplianceService& compliance, services::AuthService& auth);

/// Runs the price-alert check after each tick on the worker pool, never on the tick thread: a
/// tick only posts the check, and ticks arriving while one is queued add nothing (the queued
/// check reads the newest prices anyway).
class AlertTicker {
 public:
  explicit AlertTicker(services::AlertService& alerts) : alerts_(alerts) {}
  /// Called by the market service after every tick (tick thread); never blocks.
  void onTick();
  /// Checks go to `pool` from now on; null stops posting (before the pool is joined).
  void useWorkers(boost::asio::thread_pool* pool) { pool_ = pool; }

 private:
  services::AlertService& alerts_;
  std::atomic<boost::asio::thread_pool*> pool_{nullptr};
  std::atomic<bool> queued_{false};
};

}  // namespace aurum::app
