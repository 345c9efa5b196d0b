-- Trader workspace and admin console: one order per seller of a checkout, product lifecycle and
-- stock history, company profiles, client invites and offers, trader application decisions, the
-- admin audit log and the contact inbox. Times are milliseconds since the Unix epoch (UTC).
-- @rebuilds-tables (SQLite: orders is rebuilt without UNIQUE(quote_id), foreign keys checked)

-- Orders: a checkout of several sellers' products becomes one order per seller, all with the
-- same quote (one payment); each order belongs to one seller (null: a house product).
-- @sqlite
CREATE TABLE orders_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  quote_id BIGINT NOT NULL REFERENCES checkout_quotes(id),
  seller_id BIGINT REFERENCES users(id),
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
INSERT INTO orders_new (id, user_id, quote_id, seller_id, payment_id, status, subtotal_cents,
                        shipping_cents, tax_cents, total_cents, payment_method, tracking_number,
                        ship_first_name, ship_last_name, ship_address, ship_city, ship_state,
                        ship_zip, ship_country, created_at, updated_at)
  SELECT id, user_id, quote_id,
         (SELECT MIN(l.seller_id) FROM order_lines l WHERE l.order_id = orders.id),
         payment_id, status, subtotal_cents, shipping_cents, tax_cents, total_cents,
         payment_method, tracking_number, ship_first_name, ship_last_name, ship_address,
         ship_city, ship_state, ship_zip, ship_country, created_at, updated_at
  FROM orders;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
CREATE INDEX orders_user ON orders(user_id, id);
-- @end
-- @postgres
ALTER TABLE orders DROP CONSTRAINT orders_quote_id_key;
ALTER TABLE orders ADD COLUMN seller_id BIGINT REFERENCES users(id);
UPDATE orders SET seller_id = (SELECT MIN(l.seller_id) FROM order_lines l WHERE l.order_id = orders.id);
-- @end
CREATE UNIQUE INDEX orders_quote_seller ON orders(quote_id, COALESCE(seller_id, 0));
CREATE INDEX orders_seller ON orders(seller_id, created_at);
CREATE INDEX orders_created ON orders(created_at);

-- The premium over spot in each unit price, kept so a dealer's margin is known (0 before this).
ALTER TABLE checkout_quote_lines ADD COLUMN premium_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN premium_cents BIGINT NOT NULL DEFAULT 0;

-- Products: archived products leave the catalogue but keep their orders.
ALTER TABLE products ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN updated_at BIGINT NOT NULL DEFAULT 0;

-- Every change of stock other than checkout, with its reason; stock_after is the stock it left.
CREATE TABLE stock_adjustments (
  id {{PK}},
  product_id BIGINT NOT NULL REFERENCES products(id),
  delta BIGINT NOT NULL CHECK (delta <> 0),
  reason TEXT NOT NULL CHECK (reason IN ('opening', 'received', 'damaged', 'correction')),
  stock_after BIGINT NOT NULL,
  actor_user_id BIGINT REFERENCES users(id),
  created_at BIGINT NOT NULL
);
CREATE INDEX stock_adjustments_product ON stock_adjustments(product_id, id);

-- A trader's company profile (registration number and licence are set by onboarding, read-only).
CREATE TABLE companies (
  user_id BIGINT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_name TEXT NOT NULL,
  registration_number TEXT NOT NULL DEFAULT '',
  trading_license TEXT NOT NULL DEFAULT '',
  business_address TEXT NOT NULL DEFAULT '',
  contact_email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  logo_url TEXT NOT NULL DEFAULT '',
  updated_at BIGINT NOT NULL
);

-- Invitations a trader sends to register; accepted when that e-mail registers.
CREATE TABLE trader_invites (
  id {{PK}},
  trader_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  accepted_user_id BIGINT REFERENCES users(id) ON DELETE SET NULL,
  accepted_at BIGINT,
  UNIQUE (trader_id, email)
);
CREATE INDEX trader_invites_email ON trader_invites(email);

-- Offers a trader prepares for a client: products, quantities and prices locked until expires_at.
-- The client adds them to the cart and pays through the normal checkout.
CREATE TABLE trader_offers (
  id {{PK}},
  trader_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
  note TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  decided_at BIGINT
);
CREATE INDEX trader_offers_client ON trader_offers(client_id, status);
CREATE INDEX trader_offers_trader ON trader_offers(trader_id, id);

CREATE TABLE trader_offer_lines (
  offer_id BIGINT NOT NULL REFERENCES trader_offers(id) ON DELETE CASCADE,
  product_id BIGINT NOT NULL REFERENCES products(id),
  quantity BIGINT NOT NULL CHECK (quantity > 0 AND quantity <= 1000),
  unit_cents BIGINT NOT NULL CHECK (unit_cents > 0),
  PRIMARY KEY (offer_id, product_id)
);

-- A cart line taken from an offer keeps the offer's locked unit price until the offer expires.
ALTER TABLE cart_items ADD COLUMN offer_id BIGINT REFERENCES trader_offers(id);
ALTER TABLE cart_items ADD COLUMN locked_unit_cents BIGINT;

-- Trader application decisions: rejected applications keep their reason for the applicant.
ALTER TABLE trader_applications ADD COLUMN decision TEXT;
ALTER TABLE trader_applications ADD COLUMN rejection_reason TEXT NOT NULL DEFAULT '';

-- Every admin action, append-only.
CREATE TABLE admin_audit (
  id {{PK}},
  actor_user_id BIGINT REFERENCES users(id) ON DELETE SET NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id BIGINT,
  detail TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL DEFAULT '',
  at BIGINT NOT NULL
);
CREATE INDEX admin_audit_at ON admin_audit(at);

-- The contact inbox.
ALTER TABLE contact_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'answered', 'closed'));
ALTER TABLE contact_requests ADD COLUMN updated_at BIGINT;

-- Pictures uploaded for products and company logos (JPEG/PNG/WebP, base64 like user_avatars);
-- the version goes into the public URL so a new picture is a new URL.
CREATE TABLE uploaded_images (
  kind TEXT NOT NULL CHECK (kind IN ('product', 'company_logo')),
  owner_id BIGINT NOT NULL,
  content_type TEXT NOT NULL,
  data TEXT NOT NULL,
  version BIGINT NOT NULL,
  PRIMARY KEY (kind, owner_id)
);
