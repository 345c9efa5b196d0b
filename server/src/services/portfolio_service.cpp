#include "services/portfolio_service.hpp"

#include <map>

#include "domain/analytics_range.hpp"
#include "domain/compliance.hpp"
#include "domain/durations.hpp"
#include "domain/ledger.hpp"
#include "domain/money.hpp"
#include "domain/valuation.hpp"
#include "storage/ledger_repository.hpp"
#include "storage/order_repository.hpp"

namespace aurum::services {

namespace {

/// Cost basis per metal: what the user paid into the dealer's sales account for that metal,
/// net of reversals.
std::map<domain::Metal, std::int64_t> costBasis(const std::vector<storage::JournalRow>& journals) {
  std::map<domain::Metal, std::int64_t> out;
  for (const auto& j : journals)
    for (const auto& p : j.postings)
      for (auto m : domain::kAllMetals)
        if (p.account == domain::salesAccount(m)) out[m] += p.amount;
  return out;
}

/// Every change to the customer's metal in its journals: when, which metal, how much.
std::vector<domain::HoldingChange> holdingChanges(
    std::int64_t userId, const std::vector<storage::JournalRow>& journals) {
  const auto account = domain::customerAccount(userId);
  std::vector<domain::HoldingChange> out;
  for (const auto& j : journals)
    for (const auto& p : j.postings)
      if (p.account == account)
        if (auto m = domain::parseMetal(p.asset)) out.push_back({j.createdAtMs, *m, p.amount});
  return out;
}

}  // namespace

std::pair<std::map<std::string, std::int64_t>, std::vector<storage::JournalRow>>
PortfolioService::ledgerOf(std::int64_t userId) {
  return db_.read([&](soci::session& s) {
    return std::make_pair(storage::LedgerRepository::balances(s, userId),
                          storage::LedgerRepository::forUser(s, userId));
  });
}

std::vector<Holding> PortfolioService::holdingsFrom(
    const std::map<std::string, std::int64_t>& balances,
    const std::vector<storage::JournalRow>& journals) {
  auto cost = costBasis(journals);
  std::vector<Holding> out;
  for (auto m : domain::kAllMetals) {
    auto it = balances.find(domain::metalName(m));
    if (it == balances.end() || it->second == 0) continue;
    auto spot = spot_.latest(m).midCents;
    out.push_back({m, it->second, domain::valueOfMetalCents(spot, it->second), cost[m], spot});
  }
  return out;
}

std::vector<Holding> PortfolioService::holdings(std::int64_t userId) {
  auto [balances, journals] = ledgerOf(userId);
  return holdingsFrom(balances, journals);
}

std::vector<Transaction> PortfolioService::transactions(std::int64_t userId) {
  auto journals =
      db_.read([&](soci::session& s) { return storage::LedgerRepository::forUser(s, userId); });
  const auto account = domain::customerAccount(userId);
  std::vector<Transaction> out;
  for (const auto& j : journals) {
    Transaction t{j.id, j.orderId, j.createdAtMs, 0, j.kind, j.memo, {}};
    for (const auto& p : j.postings) {
      if (p.account == domain::kCardSettlement)
        t.amountCents = -p.amount;  // paid (+) or refunded (-)
      if (p.account == account)
        if (auto m = domain::parseMetal(p.asset)) t.metals.emplace_back(*m, p.amount);
    }
    out.push_back(std::move(t));
  }
  return out;
}

PortfolioSummary PortfolioService::summary(std::int64_t userId) {
  PortfolioSummary sum;
  auto [balances, ledger] = ledgerOf(userId);  // one read of the journals for both uses
  sum.holdings = holdingsFrom(balances, ledger);
  for (const auto& h : sum.holdings) {
    sum.valueCents += h.valueCents;
    sum.costCents += h.costCents;
  }
  sum.itemCount =
      db_.read([&](soci::session& s) { return storage::OrderRepository::unitsHeld(s, userId); });
  // Value over time at each day's stored close (one query), today at the live mid. Without
  // stored closes (a feed that keeps none) each day falls back to the cost of what was held.
  std::map<std::string, std::int64_t> costByDay;
  const auto now = clock_.nowMs();
  const auto monthStart = domain::utcMonthStartMs(now);
  std::int64_t boughtThisMonth = 0;
  for (const auto& j : ledger) {
    std::int64_t c = 0;
    for (const auto& p : j.postings)
      for (auto m : domain::kAllMetals)
        if (p.account == domain::salesAccount(m)) c += p.amount;
    costByDay[domain::dayLabelAt(j.createdAtMs)] += c;
    if (j.createdAtMs >= monthStart) boughtThisMonth += c;
  }
  const auto today = domain::dayLabelAt(now);
  if (ledger.empty()) {
    sum.monthlyPnlCents = 0;
    return sum;
  }
  auto first = ledger.back().createdAtMs;  // journals are newest first
  if (now - first > 365 * domain::kDayMs) first = now - 365 * domain::kDayMs;
  // What the account held at each close, from the closes and the changes to its metal in the
  // journals read above (every posting to the customer's account is in one of its journals).
  auto closes = db_.read([&](soci::session& s) {
    return storage::LedgerRepository::dailyCloses(s, domain::utcDayStartMs(first));
  });
  auto values =
      domain::valueByDay(domain::holdingsAtCloses(closes, holdingChanges(userId, ledger)));
  if (!values.empty()) {
    sum.historyBasis = "close";
    std::int64_t atMonthStart = 0;
    for (const auto& v : values) {
      if (v.dayStartMs < monthStart) atMonthStart = v.valueCents;
      if (auto day = domain::dayLabelAt(v.dayStartMs); day < today)
        sum.history.push_back({std::move(day), v.valueCents});
    }
    sum.history.push_back({today, sum.valueCents});
    sum.monthlyPnlCents = domain::monthlyPnlCents(sum.valueCents, atMonthStart, boughtThisMonth);
    return sum;
  }
  std::int64_t running = 0;
  const auto firstDay = domain::dayLabelAt(first);
  for (const auto& [day, c] : costByDay)
    if (day < firstDay) running += c;
  for (std::int64_t t = first;; t += domain::kDayMs) {
    auto d = domain::dayLabelAt(t);
    if (d > today) break;
    if (auto it = costByDay.find(d); it != costByDay.end()) running += it->second;
    const bool isToday = d == today;
    sum.history.push_back({std::move(d), isToday ? sum.valueCents : running});
    if (isToday) break;
  }
  // Start-of-month value is taken at cost (no closes), so the month's P&L is value minus cost.
  sum.monthlyPnlCents = sum.valueCents - sum.costCents;
  return sum;
}

}  // namespace aurum::services
