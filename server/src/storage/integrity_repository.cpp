#include "storage/integrity_repository.hpp"

namespace aurum::storage::integrity {

std::vector<std::pair<std::int64_t, std::string>> allItems(soci::session& s) {
  std::vector<std::pair<std::int64_t, std::string>> out;
  // into() converts the id column on both backends (a rowset's row.get<long long> does not on
  // SQLite).
  long long id = 0;
  std::string serial;
  soci::statement st = (s.prepare << "SELECT id, serial_number FROM provenance_items ORDER BY id",
                        soci::into(id), soci::into(serial));
  st.execute();
  while (st.fetch()) out.emplace_back(id, serial);
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

long long purchaseDaysOff(soci::session& s) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM (SELECT user_id, day_start FROM (SELECT user_id, day_start, "
       "amount_cents AS amount FROM purchase_days UNION ALL SELECT a.user_id, a.created_at - "
       "(a.created_at % 86400000), -q.total_cents FROM payment_attempts a JOIN checkout_quotes q "
       "ON q.id = a.quote_id WHERE a.status IN ('processing', 'succeeded', 'requires_action')) d "
       "GROUP BY user_id, day_start HAVING SUM(amount) <> 0) off",
      soci::into(n);
  return n;
}

}  // namespace aurum::storage::integrity
