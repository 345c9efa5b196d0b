-- Compliance reports in the reader's language (docs/compliance.md): a report's description is
-- stored as an English template with named placeholders, and `args` holds the placeholders' values
-- as a JSON object, a text as a string and an amount as its integer cents
-- ({"count": "3", "threshold": 1000000}). The API renders it in the request's language. A row
-- stored before this migration keeps '{}': its description is its own English text.
ALTER TABLE compliance_reports ADD COLUMN args TEXT NOT NULL DEFAULT '{}';
