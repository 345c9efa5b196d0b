-- Idempotency records no longer hold anything derived from card data: the request hash is now an
-- HMAC under the server key over the body without its card fields (services/idempotency_service).
-- Records written before this hashed the whole body, card number and CVC included, with a fast
-- unkeyed hash: drop them (they only ever lived for retries; a retry now simply runs again).
DELETE FROM idempotency_keys;
-- Records are purged after 24 hours.
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
