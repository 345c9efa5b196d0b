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

/// A metal's close on one day (00:00 UTC), per troy ounce.
struct DailyClose {
  std::int64_t dayStartMs = 0;
  Metal metal = Metal::kGold;
  std::int64_t closeCents = 0;
};

/// A change in what the customer held of a metal, at its journal's time.
struct HoldingChange {
  std::int64_t atMs = 0;
  Metal metal = Metal::kGold;
  std::int64_t microOz = 0;
};

/// For each close (in the order given, which must be by day), what was held of its metal at the
/// end of its day: the sum of the changes before the next day began. One pass over the closes and
/// the changes, however many days and orders there are.
std::vector<DailyHolding> holdingsAtCloses(const std::vector<DailyClose>& closes,
                                           std::vector<HoldingChange> changes);

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
