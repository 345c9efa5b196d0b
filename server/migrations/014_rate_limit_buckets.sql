-- Per-address token buckets shared by every instance on PostgreSQL (registration, contact
-- requests, passkey options, public verification lookups): with several instances behind a
-- balancer, a limit counted per process would let a client through N times. SQLite keeps its
-- buckets in the one process and does not use this table.
CREATE TABLE IF NOT EXISTS rate_limit_buckets (
  scope TEXT NOT NULL,
  bucket_key TEXT NOT NULL,
  tokens DOUBLE PRECISION NOT NULL,
  last_ms BIGINT NOT NULL,
  PRIMARY KEY (scope, bucket_key)
);
