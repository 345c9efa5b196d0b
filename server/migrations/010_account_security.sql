-- Account security and settings: second factors (TOTP, recovery codes, passkeys), sign-ins waiting
-- for their second factor, session ids, the security log, saved settings, notifications, price
-- alerts and the e-mail/SMS outbox. Times are milliseconds since the Unix epoch (UTC).

-- A public id per session (listing and revoking one never exposes the token hash).
ALTER TABLE sessions ADD COLUMN public_id TEXT;
CREATE UNIQUE INDEX sessions_public_id ON sessions(public_id);

-- One TOTP secret per user: set up (enabled_at null) then enabled by a first valid code.
-- The secret is encrypted under the data key (crypto/data_cipher), the user id as context.
-- last_step is the last accepted 30-second step: a code is never accepted twice.
CREATE TABLE user_totp (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  secret TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  enabled_at BIGINT,
  last_step BIGINT NOT NULL DEFAULT 0
);

-- Ten per enabling, each usable once; only a keyed hash is kept.
CREATE TABLE recovery_codes (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id),
  code_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX recovery_codes_user ON recovery_codes(user_id);

-- WebAuthn credentials. credential_id is base64url; public_key is the COSE key, base64url.
CREATE TABLE passkeys (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id),
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  algorithm INTEGER NOT NULL,            -- COSE: -7 ES256, -8 EdDSA
  sign_count BIGINT NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  last_used_at BIGINT
);
CREATE INDEX passkeys_user ON passkeys(user_id);

-- Single-use WebAuthn challenges (hash of the challenge), for registration or assertion.
CREATE TABLE webauthn_challenges (
  challenge_hash TEXT PRIMARY KEY,
  user_id BIGINT,                        -- null for a sign-in without a user named yet
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login')),
  rp_id TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);

-- A sign-in whose password was right and whose second factor is awaited (the pending cookie).
CREATE TABLE mfa_pending (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  user_agent TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL DEFAULT ''
);

-- The security log: sign-ins, failures, second-factor events, password and session changes.
CREATE TABLE security_events (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id),
  event TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '',
  at BIGINT NOT NULL
);
CREATE INDEX security_events_user ON security_events(user_id, at);

-- The settings document (JSON, validated by domain/settings), one per user; absent = defaults.
CREATE TABLE user_settings (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  document TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE notifications (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,                    -- order_status, kyc_decision, new_device, price_alert
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  read_at BIGINT
);
CREATE INDEX notifications_user ON notifications(user_id, id);

CREATE TABLE price_alerts (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id),
  metal TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('above', 'below')),
  price_cents BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  fired_at BIGINT,
  fired_price_cents BIGINT
);
CREATE INDEX price_alerts_active ON price_alerts(metal, fired_at);
CREATE INDEX price_alerts_user ON price_alerts(user_id, id);

-- E-mail and SMS waiting for the configured sender (a log sender by default).
CREATE TABLE outbox (
  id {{PK}},
  user_id BIGINT REFERENCES users(id),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  sent_at BIGINT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX outbox_unsent ON outbox(sent_at, id);
