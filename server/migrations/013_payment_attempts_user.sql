-- The purchase-limit check and the AML monitor sum a buyer's payment attempts of the last day and
-- month on every checkout. Without this index the planner walked payment_attempts_status, every
-- succeeded attempt of every buyer: the cost of an order grew with all orders before it
-- (docs/performance.md, found with perf under scripts/bench-checkout.sh).
CREATE INDEX IF NOT EXISTS payment_attempts_user ON payment_attempts(user_id, created_at);
