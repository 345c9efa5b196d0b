#pragma once
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "domain/metal.hpp"
#include "services/spot_prices.hpp"
#include "storage/database.hpp"
#include "storage/ledger_repository.hpp"
#include "util/clock.hpp"

namespace aurum::services {

struct Holding {
  domain::Metal metal = domain::Metal::kGold;
  std::int64_t microOz = 0, valueCents = 0, costCents = 0, spotCents = 0;
};

struct Transaction {
  std::int64_t id = 0, orderId = 0, createdAtMs = 0, amountCents = 0;
  std::string type, description;
  std::vector<std::pair<domain::Metal, std::int64_t>>
      metals;  ///< micro-ounces moved to the customer
};

struct HistoryPoint {
  std::string date;  ///< YYYY-MM-DD (UTC)
  std::int64_t valueCents = 0;
};

struct PortfolioSummary {
  std::int64_t valueCents = 0, costCents = 0, itemCount = 0, monthlyPnlCents = 0;
  std::vector<Holding> holdings;
  std::string historyBasis = "cost";
  std::vector<HistoryPoint> history;
};

/// Holdings read from the double-entry ledger, valued at the live spot mid.
class PortfolioService {
 public:
  PortfolioService(storage::Database& db, SpotPrices& spot, const util::Clock& clock)
      : db_(db), spot_(spot), clock_(clock) {}
  std::vector<Holding> holdings(std::int64_t userId);
  std::vector<Transaction> transactions(std::int64_t userId);
  PortfolioSummary summary(std::int64_t userId);

 private:
  /// The account's balances and its journals (newest first), read together.
  std::pair<std::map<std::string, std::int64_t>, std::vector<storage::JournalRow>> ledgerOf(
      std::int64_t userId);
  std::vector<Holding> holdingsFrom(const std::map<std::string, std::int64_t>& balances,
                                    const std::vector<storage::JournalRow>& journals);

  storage::Database& db_;
  SpotPrices& spot_;
  const util::Clock& clock_;
};

}  // namespace aurum::services
