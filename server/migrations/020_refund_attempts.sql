-- A refund the provider refused can be tried again by staff (POST /api/admin/refunds/{orderId}/retry):
-- each attempt is asked under its own idempotency key, `aurum-refund-order-<id>` for the first and
-- `…-attempt-<n>` after it (a provider replays a key's first answer, refusal included).
ALTER TABLE payment_refunds ADD COLUMN attempts INTEGER NOT NULL DEFAULT 1;
