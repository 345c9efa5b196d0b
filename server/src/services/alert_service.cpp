#include "services/alert_service.hpp"

#include <spdlog/spdlog.h>

#include "domain/error.hpp"
#include "domain/market.hpp"
#include "domain/notices.hpp"
#include "storage/account_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using storage::PriceAlertRepository;

std::vector<domain::PriceAlert> AlertService::list(std::int64_t userId) {
  return db_.read([&](soci::session& s) { return PriceAlertRepository::forUser(s, userId); });
}

domain::PriceAlert AlertService::create(std::int64_t userId, domain::Metal metal,
                                        domain::AlertDirection direction, std::int64_t priceCents) {
  if (priceCents <= 0) throw domain::validationError("price", "price must be greater than 0");
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    if (PriceAlertRepository::activeCount(s, userId) >= domain::kMaxActiveAlerts)
      throw AppError(ErrorCode::kConflict,
                     domain::Message("At most {max} price alerts can be active at once",
                                     {{"max", std::to_string(domain::kMaxActiveAlerts)}}));
    domain::PriceAlert a;
    a.userId = userId;
    a.metal = metal;
    a.direction = direction;
    a.priceCents = priceCents;
    a.createdAtMs = now;
    return PriceAlertRepository::insert(s, a);
  });
}

void AlertService::remove(std::int64_t userId, std::int64_t id) {
  if (!db_.write([&](soci::session& s) { return PriceAlertRepository::remove(s, userId, id); }))
    throw AppError(ErrorCode::kNotFound, "No such price alert");
}

int AlertService::evaluate() {
  std::vector<std::pair<domain::Metal, std::int64_t>> prices;
  for (auto m : domain::kAllMetals) {
    auto q = spot_.latest(m);
    if (!q.stale && q.midCents > 0) prices.emplace_back(m, q.midCents);
  }
  auto reached =
      db_.read([&](soci::session& s) { return PriceAlertRepository::reached(s, prices); });
  int fired = 0;
  for (const auto& a : reached) {
    std::int64_t price = 0;
    for (const auto& [m, cents] : prices)
      if (m == a.metal) price = cents;
    const auto now = clock_.nowMs();
    auto n = domain::priceAlertNotice(a, price);
    n.createdAtMs = now;
    // The conditional update decides who fires it; the notification commits with it.
    auto recorded =
        db_.write([&](soci::session& s) -> std::optional<std::optional<RecordedNotification>> {
          if (!PriceAlertRepository::fire(s, a.id, price, now)) return std::nullopt;
          return notifications_.recordIn(s, n);
        });
    if (!recorded) continue;
    ++fired;
    if (*recorded && (*recorded)->push) notifications_.push(*(*recorded)->push);
  }
  return fired;
}

}  // namespace aurum::services
