#pragma once
#include <vector>

#include "domain/notifications.hpp"
#include "services/notification_service.hpp"
#include "services/spot_prices.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// Price alerts: each user's list, and the check after every tick that fires each reached alert
/// exactly once (conditional update, so several instances checking the same tick cannot both
/// fire it) with a price_alert notification.
class AlertService {
 public:
  AlertService(storage::Database& db, const util::Clock& clock, const SpotPrices& spot,
               NotificationService& notifications)
      : db_(db), clock_(clock), spot_(spot), notifications_(notifications) {}

  /// Newest first, active and fired.
  std::vector<domain::PriceAlert> list(std::int64_t userId);
  /// conflict past kMaxActiveAlerts active alerts; the price must be positive.
  domain::PriceAlert create(std::int64_t userId, domain::Metal metal,
                            domain::AlertDirection direction, std::int64_t priceCents);
  /// not_found unless the user owns the alert.
  void remove(std::int64_t userId, std::int64_t id);

  /// Fires every active alert the latest spot prices reach (one query for all metals, whoever
  /// owns them); returns how many this call fired. Blocking: run it on the worker pool, never on
  /// an I/O thread or the tick thread. A stale metal (frozen provider price) fires nothing.
  int evaluate();

 private:
  storage::Database& db_;
  const util::Clock& clock_;
  const SpotPrices& spot_;
  NotificationService& notifications_;
};

}  // namespace aurum::services
