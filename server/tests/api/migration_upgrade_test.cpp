// Migration 011 on a database that already holds orders: SQLite rebuilds `orders` (to drop
// UNIQUE(quote_id)) with foreign keys off; nothing that references an order may be lost. The same
// database then goes through 020, which rebuilds `payment_refunds` on SQLite (the status settled).
#include <gtest/gtest.h>

#include "harness.hpp"
#include "storage/database.hpp"
#include "storage/migrations.hpp"

using namespace aurum;
using namespace aurum::testing;

namespace {

long long count(soci::session& s, const std::string& sql) {
  long long n = 0;
  s << sql, soci::into(n);
  return n;
}

}  // namespace

TEST(MigrationUpgrade, OrdersSurviveTheSplitPerSellerMigration) {
  auto db = storage::Database::open(freshTestDatabase("_upgrade011"), 2);
  // The schema as it was before 011, with one paid order and everything hanging off it.
  db->read([&](soci::session& s) {
    db->execScript(s,
                   "CREATE TABLE schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL,"
                   " applied_at BIGINT NOT NULL)");
    for (const auto& m : storage::allMigrations()) {
      if (m.version >= 11) continue;
      db->execScript(s, "BEGIN;\n" + storage::renderMigration(m.sql, db->backend()) +
                            "\nINSERT INTO schema_migrations VALUES (" + std::to_string(m.version) +
                            ", '" + m.name + "', 0);\nCOMMIT;");
    }
  });
  db->write([&](soci::session& s) {
    s << "INSERT INTO users (id, email, first_name, last_name, role, status, password_hash,"
         " created_at) VALUES (501, 'buyer@x.test', 'B', 'Uyer', 'client', 'active', 'x', 1),"
         " (502, 'seller@x.test', 'S', 'Eller', 'gold_trader', 'active', 'x', 1)";
    s << "INSERT INTO products (id, name, description, metal, form, weight_micro_oz,"
         " fine_weight_micro_oz, purity, premium_cents, stock, seller_id, image_url, created_at)"
         " VALUES (601, 'Bar', 'd', 'gold', 'bar', 1000000, 1000000, 9999, 100, 5, 502, '', 1)";
    s << "INSERT INTO checkout_quotes (id, user_id, client_secret, status, cart_hash,"
         " subtotal_cents, shipping_cents, tax_cents, total_cents, provider, provider_ref,"
         " created_at, expires_at) VALUES (701, 501, 'qt', 'paid', 'h', 1000, 0, 0, 1000, 'test',"
         " 'pi', 1, 2)";
    s << "INSERT INTO payments (id, quote_id, user_id, status, amount_cents, brand, last4,"
         " provider, created_at, updated_at) VALUES (801, 701, 501, 'succeeded', 1000, 'Visa',"
         " '4242', 'test', 1, 1)";
    s << "INSERT INTO orders (id, user_id, quote_id, payment_id, status, subtotal_cents,"
         " shipping_cents, tax_cents, total_cents, payment_method, ship_first_name,"
         " ship_last_name, ship_address, ship_city, ship_state, ship_zip, ship_country,"
         " created_at, updated_at) VALUES (901, 501, 701, 801, 'cancelled', 1000, 0, 0, 1000,"
         " 'Visa', 'B', 'U', 'a', 'c', 's', 'z', 'US', 1, 1)";
    s << "INSERT INTO order_lines (order_id, product_id, seller_id, name, metal, quantity,"
         " unit_cents, fine_weight_micro_oz) VALUES (901, 601, 502, 'Bar', 'gold', 1, 1000,"
         " 1000000)";
    s << "INSERT INTO order_status_history (order_id, status, actor, at) VALUES (901,"
         " 'processing', 'system', 1)";
    // Notes as stored before migration 023: a tracking note as text, and two that are not one.
    s << "INSERT INTO order_status_history (order_id, status, actor, note, at) VALUES"
         " (901, 'shipped', 'a@x.test', 'Tracking 1ZOLD', 2),"
         " (901, 'shipped', 'a@x.test', 'tracking was late', 3),"
         " (901, 'shipped', 'a@x.test', 'Tracking ', 4)";
    s << "INSERT INTO ledger_journals (id, user_id, kind, order_id, created_at) VALUES (1001,"
         " 501, 'purchase', 901, 1)";
    s << "INSERT INTO payment_refunds (order_id, payment_id, provider, intent_ref, amount_cents,"
         " idempotency_key, status, created_at, updated_at) VALUES (901, 801, 'test', 'pi', 1000,"
         " 'k', 'succeeded', 1, 1)";
  });

  EXPECT_GE(storage::migrate(*db), 1);

  db->read([&](soci::session& s) {
    EXPECT_EQ(count(s, "SELECT seller_id FROM orders WHERE id = 901"), 502);
    EXPECT_EQ(count(s, "SELECT COUNT(*) FROM order_lines WHERE order_id = 901"), 1);
    EXPECT_EQ(count(s, "SELECT COUNT(*) FROM order_status_history WHERE order_id = 901"), 4);
    // Migration 023: the tracking note is the template with its number apart; the others (not
    // "Tracking " and a number, exactly) are kept as they were, with no arguments.
    std::string note, args;
    s << "SELECT note, args FROM order_status_history WHERE order_id = 901 AND at = 2",
        soci::into(note), soci::into(args);
    EXPECT_EQ(note, "Tracking {number}");
    EXPECT_EQ(boost::json::parse(args), boost::json::parse(R"({"number":"1ZOLD"})")) << args;
    EXPECT_EQ(
        count(s,
              "SELECT COUNT(*) FROM order_status_history WHERE order_id = 901 AND at IN (3, 4)"
              " AND args = '{}' AND note IN ('tracking was late', 'Tracking ')"),
        2);
    EXPECT_EQ(count(s, "SELECT COUNT(*) FROM ledger_journals WHERE order_id = 901"), 1);
    EXPECT_EQ(count(s, "SELECT COUNT(*) FROM payment_refunds WHERE order_id = 901"), 1);
    // Migration 020 (the refund queue) keeps the refund as it was, as its first attempt.
    EXPECT_EQ(count(s,
                    "SELECT COUNT(*) FROM payment_refunds WHERE order_id = 901 AND"
                    " status = 'succeeded' AND idempotency_key = 'k' AND attempts = 1 AND"
                    " settled_reference = ''"),
              1);
  });
  // A refund may now be settled by staff; a status outside the four is still refused.
  db->write([&](soci::session& s) {
    s << "UPDATE payment_refunds SET status = 'settled' WHERE order_id = 901";
  });
  EXPECT_ANY_THROW(db->write([&](soci::session& s) {
    s << "UPDATE payment_refunds SET status = 'refunded' WHERE order_id = 901";
  }));
  // A second seller's order for the same quote is now allowed; the same seller twice is not.
  db->write([&](soci::session& s) {
    s << "INSERT INTO orders (user_id, quote_id, seller_id, payment_id, status, subtotal_cents,"
         " shipping_cents, tax_cents, total_cents, payment_method, ship_first_name,"
         " ship_last_name, ship_address, ship_city, ship_state, ship_zip, ship_country,"
         " created_at, updated_at) VALUES (501, 701, NULL, 801, 'processing', 1, 0, 0, 1, 'Visa',"
         " 'B', 'U', 'a', 'c', 's', 'z', 'US', 1, 1)";
  });
  EXPECT_ANY_THROW(db->write([&](soci::session& s) {
    s << "INSERT INTO orders (user_id, quote_id, seller_id, payment_id, status, subtotal_cents,"
         " shipping_cents, tax_cents, total_cents, payment_method, ship_first_name,"
         " ship_last_name, ship_address, ship_city, ship_state, ship_zip, ship_country,"
         " created_at, updated_at) VALUES (501, 701, 502, 801, 'processing', 1, 0, 0, 1, 'Visa',"
         " 'B', 'U', 'a', 'c', 's', 'z', 'US', 1, 1)";
  }));
  // Foreign keys are on again for the connections that ran the migration.
  EXPECT_ANY_THROW(db->write([&](soci::session& s) {
    s << "INSERT INTO order_lines (order_id, product_id, name, metal, quantity, unit_cents,"
         " fine_weight_micro_oz) VALUES (424242, 601, 'x', 'gold', 1, 1, 1)";
  }));
}
