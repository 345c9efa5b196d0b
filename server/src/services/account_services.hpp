#pragma once
#include "services/account_data_service.hpp"
#include "services/alert_service.hpp"
#include "services/notification_service.hpp"
#include "services/settings_service.hpp"

namespace aurum::services {

/// The signed-in person's own things (issue 12): saved settings, notifications and the outbox,
/// price alerts, and the data export/import, wired together once.
class AccountServices {
 public:
  AccountServices(storage::Database& db, const util::Clock& clock, const SpotPrices& spot,
                  SecurityService& security)
      : settings_(db, clock),
        notifications_(db, clock),
        alerts_(db, clock, spot, notifications_),
        data_(db, clock, security) {}

  SettingsService& settings() { return settings_; }
  NotificationService& notifications() { return notifications_; }
  AlertService& alerts() { return alerts_; }
  AccountDataService& data() { return data_; }

 private:
  SettingsService settings_;
  NotificationService notifications_;
  AlertService alerts_;
  AccountDataService data_;
};

}  // namespace aurum::services
