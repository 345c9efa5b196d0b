-- Provenance: serialized items, their append-only custody chains, daily Merkle roots, lookups
-- (for clone detection and dashboards), issue reports and the certificate signing key.
-- Backend-specific blocks sit between `-- @sqlite` / `-- @postgres` and `-- @end` (storage/migrations.cpp).

CREATE TABLE provenance_items (
  id {{PK}},
  serial_number TEXT NOT NULL UNIQUE,      -- upper-case, e.g. AU-2024-001234
  qr_code TEXT NOT NULL UNIQUE,            -- the payload printed in the item's QR code
  product_id BIGINT,                       -- products(id) of the shop catalogue (no FK: the registry stands alone)
  product_name TEXT NOT NULL,
  product_type TEXT NOT NULL,              -- bar, coin
  metal TEXT NOT NULL CHECK (metal IN ('gold', 'silver', 'platinum', 'palladium')),
  weight_micro_oz BIGINT NOT NULL,         -- troy ounces x 1,000,000
  fineness INTEGER NOT NULL,               -- parts per 10,000 (9999 = 999.9)
  refiner TEXT NOT NULL,
  batch TEXT NOT NULL,
  year INTEGER NOT NULL,
  location TEXT NOT NULL,
  facility TEXT NOT NULL,
  certifier TEXT,
  certificate_number TEXT,
  certificate_valid_until BIGINT,
  owner_user_id BIGINT REFERENCES users(id),
  dealer_user_id BIGINT REFERENCES users(id),  -- the trader who registered or stocks the item
  order_id BIGINT,                         -- shop order the item was allocated to
  status TEXT NOT NULL CHECK (status IN ('in_vault', 'at_dealer', 'sold', 'delivered', 'reported_stolen', 'reported_lost')),
  created_at BIGINT NOT NULL
);
CREATE INDEX provenance_items_product ON provenance_items(product_id, status);
CREATE INDEX provenance_items_owner ON provenance_items(owner_user_id);
CREATE INDEX provenance_items_dealer ON provenance_items(dealer_user_id);

CREATE TABLE custody_events (
  id {{PK}},
  item_id BIGINT NOT NULL REFERENCES provenance_items(id),
  seq BIGINT NOT NULL,
  kind TEXT NOT NULL,
  occurred_at BIGINT NOT NULL,
  location TEXT NOT NULL,
  action TEXT NOT NULL,
  verified_by TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL,
  actor_user_id BIGINT,                    -- who recorded it (not hashed: the hash covers what happened)
  recorded_at BIGINT NOT NULL,
  UNIQUE (item_id, seq)
);
CREATE INDEX custody_events_recorded ON custody_events(recorded_at);

-- Head hash and length per item, kept apart from the events so a truncated chain shows.
CREATE TABLE custody_heads (
  item_id BIGINT PRIMARY KEY REFERENCES provenance_items(id),
  head_hash TEXT NOT NULL,
  event_count BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE custody_merkle_roots (
  id {{PK}},
  day TEXT NOT NULL,                       -- UTC date the root was taken, YYYY-MM-DD
  root_hash TEXT NOT NULL,
  event_count BIGINT NOT NULL,
  first_event_id BIGINT NOT NULL,
  last_event_id BIGINT NOT NULL,
  computed_at BIGINT NOT NULL
);

CREATE TABLE verification_lookups (
  id {{PK}},
  item_id BIGINT REFERENCES provenance_items(id),
  query TEXT NOT NULL,
  user_id BIGINT,
  viewer TEXT NOT NULL,                    -- u:<user id> or ip:<hash>; raw addresses are not kept
  place TEXT NOT NULL DEFAULT '',
  verdict TEXT NOT NULL,
  trust_score INTEGER NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX verification_lookups_item ON verification_lookups(item_id, at);
CREATE INDEX verification_lookups_user ON verification_lookups(user_id, at);

CREATE TABLE verification_issue_reports (
  id {{PK}},
  serial_number TEXT NOT NULL,
  user_id BIGINT,
  description TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE signing_keys (
  name TEXT PRIMARY KEY,
  public_key TEXT NOT NULL,
  secret_key TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

-- The database itself refuses to change or remove a custody event.
-- @sqlite
CREATE TRIGGER custody_events_no_update BEFORE UPDATE ON custody_events
BEGIN SELECT RAISE(ABORT, 'custody events are append-only'); END;
CREATE TRIGGER custody_events_no_delete BEFORE DELETE ON custody_events
BEGIN SELECT RAISE(ABORT, 'custody events are append-only'); END;
-- @end
-- @postgres
CREATE FUNCTION custody_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'custody events are append-only';
END;
$$;
CREATE TRIGGER custody_events_no_change BEFORE UPDATE OR DELETE ON custody_events
  FOR EACH ROW EXECUTE FUNCTION custody_events_append_only();
CREATE TRIGGER custody_events_no_truncate BEFORE TRUNCATE ON custody_events
  FOR EACH STATEMENT EXECUTE FUNCTION custody_events_append_only();
-- @end
