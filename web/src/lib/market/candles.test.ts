import { describe, expect, it } from 'vitest';
import { applyTick, bucketStart } from '@/lib/market/candles';
import type { Candle } from '@/lib/market/types';

const t = (iso: string) => Date.parse(iso) / 1000;
const candle = (time: number, open = 100, high = 110, low = 90, close = 105): Candle => ({
  time,
  open,
  high,
  low,
  close,
});

describe('bucketStart', () => {
  it('aligns intraday frames to UTC boundaries', () => {
    const at = t('2024-03-14T13:47:29Z');
    expect(bucketStart('1m', at)).toBe(t('2024-03-14T13:47:00Z'));
    expect(bucketStart('5m', at)).toBe(t('2024-03-14T13:45:00Z'));
    expect(bucketStart('15m', at)).toBe(t('2024-03-14T13:45:00Z'));
    expect(bucketStart('1h', at)).toBe(t('2024-03-14T13:00:00Z'));
    expect(bucketStart('4h', at)).toBe(t('2024-03-14T12:00:00Z'));
    expect(bucketStart('1d', at)).toBe(t('2024-03-14T00:00:00Z'));
  });

  it('starts weeks on Monday 00:00 UTC like the server', () => {
    // 2024-03-14 is a Thursday; that week began Monday 2024-03-11.
    expect(bucketStart('1w', t('2024-03-14T13:47:29Z'))).toBe(t('2024-03-11T00:00:00Z'));
    expect(bucketStart('1w', t('2024-03-11T00:00:00Z'))).toBe(t('2024-03-11T00:00:00Z'));
    expect(bucketStart('1w', t('2024-03-10T23:59:59Z'))).toBe(t('2024-03-04T00:00:00Z'));
  });
});

describe('applyTick', () => {
  const hour = t('2024-03-14T13:00:00Z');

  it('sets the close and keeps high and low inside the same candle', () => {
    expect(applyTick(candle(hour), 107, hour + 600, '1h')).toEqual(candle(hour, 100, 110, 90, 107));
  });

  it('extends the high and the low when the price breaks out', () => {
    expect(applyTick(candle(hour), 115, hour + 600, '1h')).toEqual(candle(hour, 100, 115, 90, 115));
    expect(applyTick(candle(hour), 80, hour + 600, '1h')).toEqual(candle(hour, 100, 110, 80, 80));
  });

  it('opens a new candle when the tick crosses the timeframe boundary', () => {
    expect(applyTick(candle(hour), 104, hour + 3600, '1h')).toEqual(candle(hour + 3600, 104, 104, 104, 104));
    // One second before the boundary still belongs to the old candle.
    expect(applyTick(candle(hour), 104, hour + 3599, '1h')?.time).toBe(hour);
  });

  it('starts the new candle at its bucket start even after a gap', () => {
    const next = applyTick(candle(hour), 101, hour + 3 * 3600 + 125, '1h');
    expect(next).toEqual(candle(hour + 3 * 3600, 101, 101, 101, 101));
  });

  it('uses the timeframe to decide: 1m rolls over where 5m does not', () => {
    const minute = t('2024-03-14T13:01:00Z');
    expect(applyTick(candle(minute), 99, minute + 60, '1m')?.time).toBe(minute + 60);
    const five = t('2024-03-14T13:00:00Z');
    expect(applyTick(candle(five), 99, minute + 60, '5m')?.time).toBe(five);
  });

  it('ignores a tick older than the last candle', () => {
    expect(applyTick(candle(hour), 99, hour - 1, '1h')).toBeNull();
  });

  it('opens the first candle when there is none', () => {
    expect(applyTick(undefined, 50, hour + 10, '1h')).toEqual(candle(hour, 50, 50, 50, 50));
  });
});
