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

long long amlHoursOff(soci::session& s) {
  // What aml_hours should hold, from the orders and the paid payments (as migration 017 fills it).
  const std::string expected =
      "SELECT user_id, hour_start, SUM(orders) AS orders, SUM(paid_count) AS paid_count, "
      "SUM(paid_cents) AS paid_cents, MAX(paid_max_cents) AS paid_max_cents FROM (SELECT user_id, "
      "created_at - (created_at % 3600000) AS hour_start, COUNT(*) AS orders, 0 AS paid_count, 0 "
      "AS paid_cents, 0 AS paid_max_cents FROM orders GROUP BY user_id, created_at - (created_at "
      "% 3600000) UNION ALL SELECT a.user_id, a.created_at - (a.created_at % 3600000), 0, "
      "COUNT(*), SUM(q.total_cents), MAX(q.total_cents) FROM payment_attempts a JOIN "
      "checkout_quotes q ON q.id = a.quote_id WHERE q.status = 'paid' GROUP BY a.user_id, "
      "a.created_at - (a.created_at % 3600000)) h GROUP BY user_id, hour_start";
  const std::string kept =
      "SELECT user_id, hour_start, orders, paid_count, paid_cents, paid_max_cents FROM aml_hours";
  long long n = 0;
  s << "SELECT COUNT(*) FROM (SELECT user_id, hour_start FROM (" + kept +
           " EXCEPT SELECT * FROM (" + expected +
           ") e) x UNION SELECT user_id, hour_start FROM (SELECT * FROM (" + expected +
           ") e EXCEPT " + kept + ") y) off",
      soci::into(n);
  return n;
}

}  // namespace aurum::storage::integrity
