#include "storage/demo_data_repository.hpp"

namespace aurum::storage {

std::vector<std::string> DemoDataRepository::activeAdminEmails(soci::session& s) {
  std::vector<std::string> out;
  std::string email;
  soci::statement st =
      (s.prepare << "SELECT email FROM users WHERE role = 'admin' AND status = 'active'",
       soci::into(email));
  st.execute();
  while (st.fetch()) out.push_back(email);
  return out;
}

void DemoDataRepository::removeAccount(soci::session& s, std::int64_t userId) {
  long long u = userId;
  // Order matters: every statement leaves no row pointing at one that a later statement deletes.
  s << "UPDATE trader_applications SET decided_by = NULL WHERE decided_by = :u", soci::use(u);
  s << "UPDATE provenance_items SET owner_user_id = NULL WHERE owner_user_id = :u", soci::use(u);
  s << "UPDATE provenance_items SET dealer_user_id = NULL WHERE dealer_user_id = :u", soci::use(u);
  // Compliance records of a demo account are demo data too (a real account's are kept).
  s << "DELETE FROM document_access_log WHERE actor_id = :u1 OR document_id IN (SELECT id FROM "
       "kyc_documents WHERE user_id = :u2)",
      soci::use(u), soci::use(u);
  s << "DELETE FROM kyc_documents WHERE user_id = :u", soci::use(u);
  s << "UPDATE kyc_cases SET decided_by = NULL WHERE decided_by = :u", soci::use(u);
  s << "DELETE FROM kyc_cases WHERE user_id = :u", soci::use(u);
  s << "UPDATE compliance_reports SET decided_by = NULL WHERE decided_by = :u", soci::use(u);
  s << "DELETE FROM compliance_reports WHERE user_id = :u", soci::use(u);
  s << "DELETE FROM user_avatars WHERE user_id = :u", soci::use(u);
  // Account security and settings (migration 010).
  for (const char* table :
       {"security_events", "user_totp", "recovery_codes", "passkeys", "webauthn_challenges",
        "mfa_pending", "user_settings", "notifications", "price_alerts", "outbox"})
    s << std::string("DELETE FROM ") + table + " WHERE user_id = :u", soci::use(u);
  s << "DELETE FROM verification_lookups WHERE user_id = :u", soci::use(u);
  s << "DELETE FROM provenance_scans WHERE user_id = :u", soci::use(u);
  // Journals of the account or of its orders, and any journal reversing one of them.
  s << "DELETE FROM ledger_journals WHERE user_id = :u1 OR order_id IN (SELECT id FROM orders "
       "WHERE user_id = :u2)"
       " OR reverses_journal_id IN (SELECT id FROM ledger_journals WHERE user_id = :u3)",
      soci::use(u), soci::use(u), soci::use(u);
  s << "DELETE FROM orders WHERE user_id = :u", soci::use(u);  // lines and history cascade
  s << "DELETE FROM checkout_quotes WHERE user_id = :u",
      soci::use(u);  // lines, holds, payments cascade
  s << "DELETE FROM cart_items WHERE product_id IN (SELECT id FROM products WHERE seller_id = :u)",
      soci::use(u);
  s << "UPDATE products SET seller_id = NULL, stock = 0 WHERE seller_id = :u AND ("
       "id IN (SELECT product_id FROM order_lines) OR id IN (SELECT product_id FROM "
       "checkout_quote_lines)"
       " OR id IN (SELECT product_id FROM stock_reservations))",
      soci::use(u);
  s << "DELETE FROM products WHERE seller_id = :u", soci::use(u);
  s << "DELETE FROM users WHERE id = :u", soci::use(u);  // sessions, cart, idempotency cascade
}

}  // namespace aurum::storage
