import type { Candle, Timeframe } from '@/lib/market/types';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** 1970-01-05, the first Monday after the epoch: the server starts weeks on Monday 00:00 UTC. */
const FIRST_MONDAY = 4 * DAY;

export const timeframeSeconds: Record<Timeframe, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '1h': HOUR,
  '4h': 4 * HOUR,
  '1d': DAY,
  '1w': WEEK,
};

/** Start (unix seconds) of the candle holding `timeSec`, aligned as the server aligns them (UTC). */
export function bucketStart(timeframe: Timeframe, timeSec: number): number {
  const size = timeframeSeconds[timeframe];
  const offset = timeframe === '1w' ? FIRST_MONDAY : 0;
  return Math.floor((timeSec - offset) / size) * size + offset;
}

/**
 * Fold one live price into the chart's last candle.
 * Same bucket: extend high/low and set the close. A later bucket: a new candle opening at the price.
 * A tick older than the last candle changes nothing (returns null).
 */
export function applyTick(
  last: Candle | undefined,
  price: number,
  timeSec: number,
  timeframe: Timeframe,
): Candle | null {
  const start = bucketStart(timeframe, timeSec);
  if (!last || start > last.time) {
    return { time: start, open: price, high: price, low: price, close: price };
  }
  if (start < last.time) return null;
  return {
    time: last.time,
    open: last.open,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
    close: price,
  };
}
