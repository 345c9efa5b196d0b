#pragma once
#include <cstdint>
#include <vector>

#include "domain/metal.hpp"

// Portfolio value over time from stored market closes (pure; the rows come from one query).
namespace aurum::domain {

/// One metal on one day: that day's closing price and what the customer held at its end.
struct DailyHolding {
  std::int64_t dayStartMs = 0;  ///< 00:00 UTC of the day
  Metal metal = Metal::kGold;
  std::int64_t closeCents = 0;  ///< per troy ounce
  std::int64_t heldMicroOz = 0;
};

struct DailyValue {
  std::int64_t dayStartMs = 0;
  std::int64_t valueCents = 0;
};

/// The holdings' market value each day: Σ held × close (rounded half up per metal), one point per
/// day, in day order. Days on which nothing was held are kept (value 0) once holding started.
std::vector<DailyValue> valueByDay(const std::vector<DailyHolding>& rows);

/// The month's P&L in market terms: today's value minus the value at the last close before the
/// month started, minus what was paid for metal bought this month (net of cancellations).
std::int64_t monthlyPnlCents(std::int64_t valueNowCents, std::int64_t valueAtMonthStartCents,
                             std::int64_t purchasesThisMonthCents);

}  // namespace aurum::domain
