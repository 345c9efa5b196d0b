-- Market data: raw ticks (kept for a day) and OHLC candles per symbol and timeframe (each kept for
-- its chart window, see domain/market.cpp chartWindowMs). Prices are integer cents per troy ounce;
-- times are milliseconds since the Unix epoch (UTC).

CREATE TABLE price_ticks (
  id {{PK}},
  symbol TEXT NOT NULL,
  mid_cents BIGINT NOT NULL,
  bid_cents BIGINT NOT NULL,
  ask_cents BIGINT NOT NULL,
  time_ms BIGINT NOT NULL
);
CREATE INDEX price_ticks_time ON price_ticks(time_ms);

CREATE TABLE price_candles (
  symbol TEXT NOT NULL,
  timeframe TEXT NOT NULL CHECK (timeframe IN ('1m', '5m', '15m', '1h', '4h', '1d', '1w')),
  start_ms BIGINT NOT NULL,
  open_cents BIGINT NOT NULL,
  high_cents BIGINT NOT NULL,
  low_cents BIGINT NOT NULL,
  close_cents BIGINT NOT NULL,
  PRIMARY KEY (symbol, timeframe, start_ms)
);
