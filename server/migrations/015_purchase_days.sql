-- What each account spent per UTC day, kept as payment attempts are recorded (the purchase-limit
-- check reads one row for the day and at most 31 for the month instead of summing every attempt
-- of the month: the check's cost no longer grows with the account's history). An attempt counts
-- from its creation while processing, requires_action or succeeded, and stops counting when it
-- is declined (storage/payment_repository.cpp keeps this in the attempt's own transaction).
CREATE TABLE IF NOT EXISTS purchase_days (
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day_start BIGINT NOT NULL,
  amount_cents BIGINT NOT NULL,
  PRIMARY KEY (user_id, day_start)
);
INSERT INTO purchase_days (user_id, day_start, amount_cents)
SELECT a.user_id, a.created_at - (a.created_at % 86400000), SUM(q.total_cents)
FROM payment_attempts a JOIN checkout_quotes q ON q.id = a.quote_id
WHERE a.status IN ('processing', 'succeeded', 'requires_action')
GROUP BY a.user_id, a.created_at - (a.created_at % 86400000);
