#include "domain/valuation.hpp"

#include <algorithm>
#include <map>

#include "domain/durations.hpp"
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

std::vector<DailyHolding> holdingsAtCloses(const std::vector<DailyClose>& closes,
                                           std::vector<HoldingChange> changes) {
  std::stable_sort(changes.begin(), changes.end(),
                   [](const auto& a, const auto& b) { return a.atMs < b.atMs; });
  std::map<Metal, std::int64_t> held;
  std::size_t next = 0;
  std::vector<DailyHolding> out;
  out.reserve(closes.size());
  for (const auto& c : closes) {
    for (; next < changes.size() && changes[next].atMs < c.dayStartMs + kDayMs; ++next)
      held[changes[next].metal] += changes[next].microOz;
    out.push_back({c.dayStartMs, c.metal, c.closeCents, held[c.metal]});
  }
  return out;
}

std::int64_t monthlyPnlCents(std::int64_t valueNow, std::int64_t valueAtMonthStart,
                             std::int64_t purchasesThisMonth) {
  return valueNow - valueAtMonthStart - purchasesThisMonth;
}

}  // namespace aurum::domain
