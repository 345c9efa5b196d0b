-- Trust hardening (issue 10): who entered each custody event and how far it is attested, and the
-- scans recorded by signed-in accounts (the only input of clone detection).

-- Events are append-only (004's triggers refuse UPDATE), so rows written before this migration keep
-- NULL here; the repository derives their values from actor_user_id and the actor's role.
ALTER TABLE custody_events ADD COLUMN entered_by BIGINT;     -- account that entered it; NULL = system/seed
ALTER TABLE custody_events ADD COLUMN attestation TEXT;      -- dealer, platform, independent

CREATE TABLE provenance_scans (
  id {{PK}},
  item_id BIGINT REFERENCES provenance_items(id),  -- NULL when the query matched nothing
  user_id BIGINT NOT NULL REFERENCES users(id),
  query TEXT NOT NULL,
  lat DOUBLE PRECISION,                            -- optional, validated to [-90, 90]
  lon DOUBLE PRECISION,                            -- optional, validated to [-180, 180]
  verdict TEXT NOT NULL,
  trust_score INTEGER NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX provenance_scans_item ON provenance_scans(item_id, at);
CREATE INDEX provenance_scans_user ON provenance_scans(user_id, at);
