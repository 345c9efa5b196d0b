-- Postings are read by account only for a customer's own account (the portfolio's balances and
-- its value over time). An order posts to five house accounts besides the buyer's (dealer
-- inventory, card settlement, sales, shipping, tax), and each of those entries took its own place
-- in the account index on every order: more than half the pages the index wrote, for entries no
-- query reads through it. Only customers' postings are indexed now; a query by account names the
-- same range (storage/ledger_repository.cpp) so both databases may use the partial index.
DROP INDEX IF EXISTS ledger_postings_account;
CREATE INDEX IF NOT EXISTS ledger_postings_customer ON ledger_postings(account, asset)
  WHERE account > 'customer:' AND account < 'customer;';
