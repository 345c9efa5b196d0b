-- Shop: catalogue, carts, checkout quotes with stock reservations, payments, orders with their
-- status history, and the double-entry holdings ledger. Money in integer cents; metal in integer
-- micro troy ounces; purity in parts per 10,000; times in ms since the Unix epoch (UTC).

CREATE TABLE products (
  id {{PK}},
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  metal TEXT NOT NULL CHECK (metal IN ('gold', 'silver', 'platinum', 'palladium')),
  form TEXT NOT NULL CHECK (form IN ('bar', 'coin')),
  weight_micro_oz BIGINT NOT NULL CHECK (weight_micro_oz > 0),
  fine_weight_micro_oz BIGINT NOT NULL CHECK (fine_weight_micro_oz > 0),
  purity INTEGER NOT NULL CHECK (purity > 0 AND purity <= 10000),
  premium_cents BIGINT NOT NULL CHECK (premium_cents >= 0),
  stock BIGINT NOT NULL CHECK (stock >= 0),  -- units available, not held by an open checkout
  seller_id BIGINT REFERENCES users(id),
  image_url TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX products_metal ON products(metal);
CREATE INDEX products_seller ON products(seller_id);

CREATE TABLE cart_items (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id BIGINT NOT NULL REFERENCES products(id),
  quantity BIGINT NOT NULL CHECK (quantity > 0 AND quantity <= 1000),
  created_at BIGINT NOT NULL,
  UNIQUE (user_id, product_id)
);

-- A quote is also the payment intent: prices locked until expires_at, stock reserved meanwhile.
CREATE TABLE checkout_quotes (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_secret TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('open', 'acceptance', 'processing', 'action', 'paid',
                                         'declined', 'expired', 'superseded')),
  cart_hash TEXT NOT NULL,
  subtotal_cents BIGINT NOT NULL,
  shipping_cents BIGINT NOT NULL,
  tax_cents BIGINT NOT NULL,
  total_cents BIGINT NOT NULL,
  previous_total_cents BIGINT,
  provider TEXT NOT NULL,
  provider_ref TEXT NOT NULL,
  ship_first_name TEXT, ship_last_name TEXT, ship_address TEXT, ship_city TEXT, ship_state TEXT,
  ship_zip TEXT, ship_country TEXT,
  order_id BIGINT,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX checkout_quotes_user ON checkout_quotes(user_id, id);
CREATE INDEX checkout_quotes_live ON checkout_quotes(status, expires_at);

CREATE TABLE checkout_quote_lines (
  quote_id BIGINT NOT NULL REFERENCES checkout_quotes(id) ON DELETE CASCADE,
  product_id BIGINT NOT NULL REFERENCES products(id),
  name TEXT NOT NULL,
  metal TEXT NOT NULL,
  quantity BIGINT NOT NULL,
  unit_cents BIGINT NOT NULL,
  fine_weight_micro_oz BIGINT NOT NULL,  -- per unit
  weight_micro_oz BIGINT NOT NULL,       -- per unit
  PRIMARY KEY (quote_id, product_id)
);

CREATE TABLE stock_reservations (
  id {{PK}},
  quote_id BIGINT NOT NULL REFERENCES checkout_quotes(id) ON DELETE CASCADE,
  product_id BIGINT NOT NULL REFERENCES products(id),
  quantity BIGINT NOT NULL CHECK (quantity > 0),
  status TEXT NOT NULL CHECK (status IN ('active', 'released', 'consumed')),
  expires_at BIGINT NOT NULL
);
CREATE INDEX stock_reservations_quote ON stock_reservations(quote_id);
CREATE INDEX stock_reservations_live ON stock_reservations(status, expires_at);

-- Card details are never stored: brand and last four digits only.
CREATE TABLE payments (
  id {{PK}},
  quote_id BIGINT NOT NULL REFERENCES checkout_quotes(id) ON DELETE CASCADE,
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('succeeded', 'requires_action', 'declined')),
  amount_cents BIGINT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  provider TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX payments_quote ON payments(quote_id);

CREATE TABLE orders (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  quote_id BIGINT NOT NULL UNIQUE REFERENCES checkout_quotes(id),  -- one order per quote, ever
  payment_id BIGINT REFERENCES payments(id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
  subtotal_cents BIGINT NOT NULL,
  shipping_cents BIGINT NOT NULL,
  tax_cents BIGINT NOT NULL,
  total_cents BIGINT NOT NULL,
  payment_method TEXT NOT NULL,
  tracking_number TEXT,
  ship_first_name TEXT NOT NULL, ship_last_name TEXT NOT NULL, ship_address TEXT NOT NULL,
  ship_city TEXT NOT NULL, ship_state TEXT NOT NULL, ship_zip TEXT NOT NULL,
  ship_country TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX orders_user ON orders(user_id, id);

CREATE TABLE order_lines (
  order_id BIGINT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id BIGINT NOT NULL REFERENCES products(id),
  seller_id BIGINT,
  name TEXT NOT NULL,
  metal TEXT NOT NULL,
  quantity BIGINT NOT NULL,
  unit_cents BIGINT NOT NULL,
  fine_weight_micro_oz BIGINT NOT NULL,  -- per unit
  PRIMARY KEY (order_id, product_id)
);
CREATE INDEX order_lines_seller ON order_lines(seller_id, order_id);

CREATE TABLE order_status_history (
  id {{PK}},
  order_id BIGINT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  actor_user_id BIGINT,
  actor TEXT NOT NULL,  -- e-mail of the person, or 'system'
  note TEXT NOT NULL DEFAULT '',
  at BIGINT NOT NULL
);
CREATE INDEX order_status_history_order ON order_status_history(order_id, id);

-- Double-entry ledger: each journal's postings sum to zero per asset. Never updated, only reversed.
CREATE TABLE ledger_journals (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('purchase', 'cancellation', 'refund')),
  order_id BIGINT REFERENCES orders(id),
  reverses_journal_id BIGINT REFERENCES ledger_journals(id),
  memo TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX ledger_journals_user ON ledger_journals(user_id, id);

CREATE TABLE ledger_postings (
  id {{PK}},
  journal_id BIGINT NOT NULL REFERENCES ledger_journals(id) ON DELETE CASCADE,
  account TEXT NOT NULL,
  asset TEXT NOT NULL,   -- 'USD' (cents) or a metal (micro troy ounces)
  amount BIGINT NOT NULL
);
CREATE INDEX ledger_postings_journal ON ledger_postings(journal_id);
CREATE INDEX ledger_postings_account ON ledger_postings(account, asset);

-- Idempotency-Key replays: the first answer to (user, scope, key) is returned for every retry.
CREATE TABLE idempotency_keys (
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  scope TEXT NOT NULL,
  idem_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, scope, idem_key)
);
