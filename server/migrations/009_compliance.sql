-- Identity and compliance: KYC cases and their encrypted documents, an audit of every access,
-- compliance reports (KYC events and AML monitoring hits), AML state and avatars.

ALTER TABLE users ADD COLUMN aml_status TEXT NOT NULL DEFAULT 'clear';
ALTER TABLE users ADD COLUMN kyc_reason TEXT;
ALTER TABLE users ADD COLUMN closed_at BIGINT;

-- One submission round of one user: opened by the first upload after a decision (or the first
-- ever), decided once by an admin.
CREATE TABLE kyc_cases (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'resubmit')),
  submitted_at BIGINT NOT NULL,
  decided_at BIGINT,
  decided_by BIGINT REFERENCES users(id),
  reason TEXT
);
CREATE INDEX kyc_cases_status ON kyc_cases(status, submitted_at);
CREATE INDEX kyc_cases_user ON kyc_cases(user_id, id);

-- The file itself is encrypted (libsodium secretstream under the data key, the document id as
-- context); sha256 is of the plaintext. Kept 5 years after the relationship ends (retain_until).
CREATE TABLE kyc_documents (
  id {{PK}},
  case_id BIGINT NOT NULL REFERENCES kyc_cases(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  category TEXT NOT NULL CHECK (category IN ('identity', 'address', 'income', 'source_of_funds')),
  document_type TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'verified', 'rejected', 'resubmit')),
  content_type TEXT NOT NULL,
  size_bytes BIGINT NOT NULL,
  sha256 TEXT NOT NULL,
  data TEXT,                            -- base64 of the encrypted stream
  created_at BIGINT NOT NULL,
  retain_until BIGINT
);
CREATE INDEX kyc_documents_case ON kyc_documents(case_id);
CREATE INDEX kyc_documents_user ON kyc_documents(user_id, id);

CREATE TABLE document_access_log (
  id {{PK}},
  document_id BIGINT NOT NULL REFERENCES kyc_documents(id),
  actor_id BIGINT NOT NULL REFERENCES users(id),
  action TEXT NOT NULL,                 -- upload, view_metadata, download
  ip TEXT NOT NULL DEFAULT '',
  at BIGINT NOT NULL
);
CREATE INDEX document_access_log_document ON document_access_log(document_id, at);

CREATE TABLE compliance_reports (
  id {{PK}},
  user_id BIGINT NOT NULL REFERENCES users(id),
  type TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'under_review', 'completed', 'rejected')),
  amount_cents BIGINT,
  quote_id BIGINT,
  note TEXT,
  decided_by BIGINT REFERENCES users(id),
  created_at BIGINT NOT NULL,
  decided_at BIGINT,
  retain_until BIGINT
);
CREATE INDEX compliance_reports_user ON compliance_reports(user_id, created_at);
CREATE INDEX compliance_reports_status ON compliance_reports(status, created_at);

CREATE TABLE user_avatars (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  content_type TEXT NOT NULL,
  data TEXT NOT NULL,                   -- base64
  version BIGINT NOT NULL
);
