#include "domain/valuation.hpp"

#include <map>

#include "domain/money.hpp"

namespace aurum::domain {

std::vector<DailyValue> valueByDay(const std::vector<DailyHolding>& rows) {
  std::map<std::int64_t, std::int64_t> byDay;
  for (const auto& r : rows) byDay[r.dayStartMs] += valueOfMetalCents(r.closeCents, r.heldMicroOz);
  std::vector<DailyValue> out;
  bool started = false;
  for (const auto& [day, value] : byDay) {
    started = started || value != 0;
    if (started) out.push_back({day, value});
  }
  return out;
}

std::int64_t monthlyPnlCents(std::int64_t valueNow, std::int64_t valueAtMonthStart,
                             std::int64_t purchasesThisMonth) {
  return valueNow - valueAtMonthStart - purchasesThisMonth;
}

}  // namespace aurum::domain
