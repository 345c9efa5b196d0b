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

}  // namespace aurum::storage::integrity
