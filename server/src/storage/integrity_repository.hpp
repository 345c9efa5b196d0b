#pragma once
#include <soci/soci.h>

#include <string>
#include <utility>
#include <vector>

namespace aurum::storage::integrity {

// Whole-database reads for `aurum check-integrity` (operators and scripts/crash-test.sh).

/// Every registered item: id and serial number.
std::vector<std::pair<std::int64_t, std::string>> allItems(soci::session& s);

/// (journal, asset) pairs whose postings do not sum to zero (none in a healthy ledger).
long long unbalancedJournalAssets(soci::session& s);
/// Journals without any posting (a half-written entry).
long long journalsWithoutPostings(soci::session& s);
/// Account-days whose kept spending (purchase_days) differs from the sum of their counting
/// payment attempts.
long long purchaseDaysOff(soci::session& s);
/// Account-hours whose kept AML counts (aml_hours) differ from their orders and paid payments,
/// or that are missing or have no orders or payments behind them.
long long amlHoursOff(soci::session& s);

}  // namespace aurum::storage::integrity
