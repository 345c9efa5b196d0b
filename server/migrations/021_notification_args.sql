-- Notifications in the reader's language (docs/notifications.md): a notification's title and body
-- are stored as English templates with named placeholders, and `args` holds the placeholders'
-- values as a JSON object ({"order": "42"}). The API renders them in the request's language, the
-- e-mail and the live push in the account's. A row stored before this migration keeps '{}': its
-- title and body are its own English text.
ALTER TABLE notifications ADD COLUMN args TEXT NOT NULL DEFAULT '{}';
