#include "storage/integrity_repository.hpp"

namespace aurum::storage::integrity {

std::vector<std::pair<std::int64_t, std::string>> allItems(soci::session& s) {
  std::vector<std::pair<std::int64_t, std::string>> out;
  soci::rowset<soci::row> rows = (s.prepare << "SELECT id, serial_number FROM provenance_items ORDER BY id");
  for (const auto& r : rows) out.emplace_back(r.get<long long>(0), r.get<std::string>(1));
  return out;
}

long long unbalancedJournalAssets(soci::session& s) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM (SELECT journal_id FROM ledger_postings GROUP BY journal_id, asset "
       "HAVING SUM(amount) <> 0) unbalanced",
      soci::into(n);
  return n;
}

long long journalsWithoutPostings(soci::session& s) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM ledger_journals j WHERE NOT EXISTS "
       "(SELECT 1 FROM ledger_postings p WHERE p.journal_id = j.id)",
      soci::into(n);
  return n;
}

}  // namespace aurum::storage::integrity
