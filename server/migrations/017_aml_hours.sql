-- What the AML monitor counts, per account and UTC hour, kept as orders are placed and payments
-- are paid (the velocity rule's orders in the last hour and the structuring rule's paid payments
-- in the last 24 hours read at most 25 rows plus the one partial hour at the window's start,
-- instead of every order and payment of the account in the window: the monitor's cost no longer
-- grows with how much an account trades). Orders count by their creation hour; a paid payment
-- by its attempt's creation hour (a quote's paid status is final). paid_max_cents lets the
-- reader use the hour's totals when every payment in it is below the reporting threshold (a
-- setting), and look at the hour's payments otherwise.
CREATE TABLE IF NOT EXISTS aml_hours (
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  hour_start BIGINT NOT NULL,
  orders BIGINT NOT NULL,
  paid_count BIGINT NOT NULL,
  paid_cents BIGINT NOT NULL,
  paid_max_cents BIGINT NOT NULL,
  PRIMARY KEY (user_id, hour_start)
);
INSERT INTO aml_hours (user_id, hour_start, orders, paid_count, paid_cents, paid_max_cents)
SELECT user_id, hour_start, SUM(orders), SUM(paid_count), SUM(paid_cents), MAX(paid_max_cents)
FROM (
  SELECT user_id, created_at - (created_at % 3600000) AS hour_start, COUNT(*) AS orders,
         0 AS paid_count, 0 AS paid_cents, 0 AS paid_max_cents
  FROM orders GROUP BY user_id, created_at - (created_at % 3600000)
  UNION ALL
  SELECT a.user_id, a.created_at - (a.created_at % 3600000), 0, COUNT(*), SUM(q.total_cents),
         MAX(q.total_cents)
  FROM payment_attempts a JOIN checkout_quotes q ON q.id = a.quote_id
  WHERE q.status = 'paid'
  GROUP BY a.user_id, a.created_at - (a.created_at % 3600000)
) h
GROUP BY user_id, hour_start;

-- The window's first, partial hour: an account's orders from an instant on (orders_user is by id).
CREATE INDEX IF NOT EXISTS orders_user_created ON orders(user_id, created_at);
