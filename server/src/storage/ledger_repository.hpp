#pragma once
#include <soci/soci.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "domain/ledger.hpp"
#include "domain/valuation.hpp"

namespace aurum::storage {

struct JournalRow {
  std::int64_t id = 0, userId = 0, orderId = 0, createdAtMs = 0;
  std::string kind, memo;
  std::vector<domain::Posting> postings;
};

/// Append-only: journals and postings are inserted, never updated; a reversal is a new journal.
struct LedgerRepository {
  /// Refuses an unbalanced entry (throws) so the books cannot drift.
  static std::int64_t post(soci::session& s, std::int64_t userId, const std::string& kind,
                           std::int64_t orderId, std::optional<std::int64_t> reverses,
                           const std::string& memo, const std::vector<domain::Posting>& postings,
                           std::int64_t nowMs);
  /// The purchase journal of an order (for its reversal).
  static std::optional<JournalRow> purchaseOf(soci::session& s, std::int64_t orderId);
  /// Journals of a user, newest first, with postings.
  static std::vector<JournalRow> forUser(soci::session& s, std::int64_t userId);
  /// Balance per asset of one customer's account (domain::customerAccount).
  static std::map<std::string, std::int64_t> balances(soci::session& s, std::int64_t userId);
  /// Every stored daily close since `fromMs`, of each metal, oldest first. One query for the
  /// whole chart.
  static std::vector<domain::DailyClose> dailyCloses(soci::session& s, std::int64_t fromMs);
};

}  // namespace aurum::storage
