import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { LiveFeed } from '@/lib/market/live-feed';
import { marketKeys } from '@/lib/market/market-keys';
import { createFakeSocket, FakeSocket, tickMessage } from '@/testing/test-socket';
import type { MarketPrice, RealTimePrice } from '@/lib/market/types';
import { mergeTicks } from '@/lib/market/apply-ticks';

describe('LiveFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
  });
  afterEach(() => vi.useRealTimers());

  function setup() {
    const client = createQueryClient();
    const feed = new LiveFeed(client, {
      socketUrl: 'ws://test/api/ws',
      createSocket: createFakeSocket,
      lingerMs: 2000,
    });
    return { client, feed };
  }

  it('writes each tick into the real-time and market price queries', () => {
    const { client, feed } = setup();
    client.setQueryData<MarketPrice[]>(marketKeys.marketPrices, [
      { id: 1, metalType: 'gold', price: '2047.00', change: '+12.30', changePercent: 0.6 },
    ]);
    feed.subscribe();
    FakeSocket.latest().open();
    FakeSocket.latest().send(tickMessage({ XAUUSD: { price: 2049.25, change: 14.55 } }));
    expect(feed.getStatus()).toBe('live');
    expect(client.getQueryData<RealTimePrice[]>(marketKeys.realTimePrices)?.[0].price).toBe(2049.25);
    expect(client.getQueryData<MarketPrice[]>(marketKeys.marketPrices)?.[0]).toMatchObject({
      price: '2049.25',
      change: '+14.55',
    });
  });

  it('polls GET /api/real-time-prices every second while the socket is down, and stops when it is back', async () => {
    const { client, feed } = setup();
    const rows = mergeTicks(undefined, tickMessage({ XAUUSD: { price: 2001 } }, { simulated: false }));
    const fetchMock = mockFetch({ 'GET /api/real-time-prices': jsonResponse(rows) });
    feed.subscribe();
    FakeSocket.latest().drop();
    expect(feed.getStatus()).toBe('polling');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<RealTimePrice[]>(marketKeys.realTimePrices)?.[0].price).toBe(2001);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    FakeSocket.latest().open(); // the retry (after 1 s ± jitter) connected
    expect(feed.getStatus()).toBe('live');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('shares one socket between subscribers and closes it after the last leaves', () => {
    const { feed } = setup();
    const a = feed.subscribe();
    const b = feed.subscribe();
    expect(FakeSocket.instances).toHaveLength(1);
    a();
    b();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.latest().close).not.toHaveBeenCalled();
    const c = feed.subscribe(); // a route change: the next page subscribes in time
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(1);
    c();
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.latest().close).toHaveBeenCalled();
  });
});
