import { describe, expect, it } from 'vitest';
import { mergeTicks, refreshMarketPrices } from '@/lib/market/apply-ticks';
import { tickMessage } from '@/testing/test-socket';
import type { MarketPrice, RealTimePrice } from '@/lib/market/types';

const time = Date.UTC(2024, 0, 1, 10, 30, 5);

describe('mergeTicks', () => {
  it('builds the four metals from a snapshot when nothing is held yet', () => {
    const rows = mergeTicks(undefined, tickMessage({}, { type: 'snapshot', time }));
    expect(rows.map((r) => [r.name, r.symbol])).toEqual([
      ['Gold', 'XAUUSD'],
      ['Silver', 'XAGUSD'],
      ['Platinum', 'XPTUSD'],
      ['Palladium', 'XPDUSD'],
    ]);
    expect(rows[0]).toMatchObject({ price: 2047, lastUpdate: '2024-01-01T10:30:05.000Z', simulated: true });
  });

  it('keeps names and order from the held list and takes the new figures', () => {
    const held = mergeTicks(undefined, tickMessage())
      .map((r) => ({ ...r, name: `${r.name} spot` }))
      .reverse();
    const rows = mergeTicks(held, tickMessage({ XAUUSD: { price: 2050.5, change: 15.8 } }, { simulated: false }));
    expect(rows[3]).toMatchObject({
      name: 'Gold spot',
      symbol: 'XAUUSD',
      price: 2050.5,
      change: 15.8,
      simulated: false,
    });
    expect(rows.map((r) => r.symbol)).toEqual(['XPDUSD', 'XPTUSD', 'XAGUSD', 'XAUUSD']);
  });

  it('takes each metal’s stale flag and its last provider time', () => {
    const held = mergeTicks(undefined, tickMessage());
    const rows = mergeTicks(held, tickMessage({ XAGUSD: { stale: true, time: Date.UTC(2024, 0, 1, 9, 0) } }, { time }));
    expect(rows[1]).toMatchObject({ symbol: 'XAGUSD', stale: true, lastUpdate: '2024-01-01T09:00:00.000Z' });
    expect(rows[0]).toMatchObject({ symbol: 'XAUUSD', stale: false, lastUpdate: '2024-01-01T10:30:05.000Z' });
  });
});

describe('refreshMarketPrices', () => {
  const held: MarketPrice[] = [
    { id: 1, metalType: 'gold', price: '2047.00', change: '+12.30', changePercent: 0.6 },
    { id: 2, metalType: 'silver', price: '24.15', change: '-0.10', changePercent: -0.41 },
  ];

  it('writes prices and signed changes as the spec’s strings', () => {
    const rows: RealTimePrice[] = mergeTicks(
      undefined,
      tickMessage({ XAUUSD: { price: 2051.2, change: -1.5, changePercent: -0.07 } }),
    );
    expect(refreshMarketPrices(held, rows)).toEqual([
      { id: 1, metalType: 'gold', price: '2051.20', change: '-1.50', changePercent: -0.07 },
      { id: 2, metalType: 'silver', price: '24.15', change: '-0.10', changePercent: -0.41 },
    ]);
  });

  it('leaves the cache alone when no market prices were loaded', () => {
    expect(refreshMarketPrices(undefined, [])).toBeUndefined();
  });
});
