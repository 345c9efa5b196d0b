-- A provider's refund events (Stripe: charge.refund.updated, refund.updated, refund.failed) name
-- the refund by its id; a refund still pending at the provider is followed by it too
-- (RefundService::applyRefundUpdate, RefundService::settle).
CREATE INDEX IF NOT EXISTS payment_refunds_provider_ref ON payment_refunds(provider_ref);
