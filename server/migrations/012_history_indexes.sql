-- Indexes behind every per-order statement (issue 14): the cost of an order must not grow with
-- the orders before it. tests/api/query_plan_test.cpp checks every statement a checkout runs
-- with EXPLAIN QUERY PLAN; these are the ones it found scanning.
--
-- Foreign-key child columns: inserting or deleting a parent row makes the database look for its
-- children, a scan of the child table without an index on the referencing column.
CREATE INDEX IF NOT EXISTS ledger_journals_order ON ledger_journals(order_id);
CREATE INDEX IF NOT EXISTS ledger_journals_reverses ON ledger_journals(reverses_journal_id);
CREATE INDEX IF NOT EXISTS orders_payment ON orders(payment_id);
CREATE INDEX IF NOT EXISTS payment_refunds_payment ON payment_refunds(payment_id);
-- An order's serialized units (order detail, certificates, refunds).
CREATE INDEX IF NOT EXISTS provenance_items_order ON provenance_items(order_id, id);
