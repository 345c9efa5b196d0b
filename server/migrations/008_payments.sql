-- Payments a real shop can take: the provider is called outside any transaction, so every call is
-- recorded first (attempt `processing`, refund `pending`) under an idempotency key that stays the
-- same across retries; a crash between the steps is reconciled on start by asking the provider.

-- One confirmation attempt per quote (a declined quote is closed; paying again needs a new quote).
CREATE TABLE payment_attempts (
  id {{PK}},
  quote_id BIGINT NOT NULL UNIQUE REFERENCES checkout_quotes(id) ON DELETE CASCADE,
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('processing', 'succeeded', 'requires_action', 'declined')),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX payment_attempts_status ON payment_attempts(status, updated_at);

-- One refund per order, ever: a retried cancellation finds it and never refunds twice.
CREATE TABLE payment_refunds (
  id {{PK}},
  order_id BIGINT NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  payment_id BIGINT NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  intent_ref TEXT NOT NULL,
  amount_cents BIGINT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_ref TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX payment_refunds_status ON payment_refunds(status, updated_at);

-- Provider webhook events already handled: the same event id again has no effect (replay).
CREATE TABLE payment_webhook_events (
  event_id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at BIGINT NOT NULL
);
