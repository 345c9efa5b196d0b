-- The refund queue (docs/admin-console.md, "Refunds"). A refund the provider refused can be tried
-- again by staff, each attempt under its own idempotency key (`aurum-refund-order-<id>` for the
-- first, `…-attempt-<n>` after it: a provider replays a key's first answer, refusal included), or
-- settled by staff outside the provider (a bank transfer), with that transfer's reference: status
-- `settled`. A provider's refund events name the refund by its id, and a refund still pending at
-- the provider is followed by it, hence the index on provider_ref.
-- @rebuilds-tables (SQLite: payment_refunds is rebuilt to allow the status settled)
-- @sqlite
CREATE TABLE payment_refunds_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id BIGINT NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  payment_id BIGINT NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  intent_ref TEXT NOT NULL,
  amount_cents BIGINT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'settled')),
  provider_ref TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 1,
  settled_reference TEXT NOT NULL DEFAULT ''
);
INSERT INTO payment_refunds_new (id, order_id, payment_id, provider, intent_ref, amount_cents,
                                 idempotency_key, status, provider_ref, message, created_at,
                                 updated_at)
  SELECT id, order_id, payment_id, provider, intent_ref, amount_cents, idempotency_key, status,
         provider_ref, message, created_at, updated_at FROM payment_refunds;
DROP TABLE payment_refunds;
ALTER TABLE payment_refunds_new RENAME TO payment_refunds;
CREATE INDEX payment_refunds_status ON payment_refunds(status, updated_at);
CREATE INDEX payment_refunds_payment ON payment_refunds(payment_id);
-- @end
-- @postgres
ALTER TABLE payment_refunds DROP CONSTRAINT payment_refunds_status_check;
ALTER TABLE payment_refunds ADD CONSTRAINT payment_refunds_status_check
  CHECK (status IN ('pending', 'succeeded', 'failed', 'settled'));
ALTER TABLE payment_refunds ADD COLUMN attempts INTEGER NOT NULL DEFAULT 1;
ALTER TABLE payment_refunds ADD COLUMN settled_reference TEXT NOT NULL DEFAULT '';
-- @end
CREATE INDEX IF NOT EXISTS payment_refunds_provider_ref ON payment_refunds(provider_ref);
