-- Accounts, trader applications, sessions and sign-in throttling.
-- Times are milliseconds since the Unix epoch (UTC), so both backends store the same integers.

CREATE TABLE users (
  id {{PK}},
  email TEXT NOT NULL UNIQUE,            -- lower-cased by the service: unique case-insensitively
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  profile_image_url TEXT,
  role TEXT NOT NULL CHECK (role IN ('client', 'gold_trader', 'admin')),
  kyc_status TEXT,
  status TEXT NOT NULL CHECK (status IN ('active', 'pending_approval', 'suspended')),
  password_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE trader_applications (
  user_id BIGINT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  company_name TEXT NOT NULL,
  trading_license TEXT NOT NULL,
  business_address TEXT NOT NULL DEFAULT '',
  trading_volume TEXT NOT NULL DEFAULT '',
  business_type TEXT NOT NULL DEFAULT '',
  experience TEXT NOT NULL DEFAULT '',
  submitted_at BIGINT NOT NULL,
  decided_at BIGINT,
  decided_by BIGINT REFERENCES users(id)
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,           -- BLAKE2b of the cookie value; the token itself is never stored
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE login_failures (
  id {{PK}},
  account_key TEXT NOT NULL,             -- the lower-cased e-mail tried
  ip TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX login_failures_account ON login_failures(account_key, at);
CREATE INDEX login_failures_ip ON login_failures(ip, at);

CREATE TABLE contact_requests (
  id {{PK}},
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  topic TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
