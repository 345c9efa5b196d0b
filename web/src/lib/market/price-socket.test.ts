import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceSocket, sameOriginSocketUrl, type SocketStatus } from '@/lib/market/price-socket';
import { createFakeSocket, FakeSocket, tickMessage } from '@/testing/test-socket';

describe('sameOriginSocketUrl', () => {
  it('follows the page’s scheme and host', () => {
    expect(sameOriginSocketUrl('/api/ws', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/ws',
    );
    expect(sameOriginSocketUrl('/api/ws', { protocol: 'https:', host: 'aurum.example' })).toBe(
      'wss://aurum.example/api/ws',
    );
  });
});

describe('PriceSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
  });
  afterEach(() => vi.useRealTimers());

  function start() {
    const statuses: SocketStatus[] = [];
    const messages: unknown[] = [];
    const socket = new PriceSocket({
      url: 'ws://test/api/ws',
      createSocket: createFakeSocket,
      delay: (attempt) => 1000 * 2 ** attempt,
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
    });
    socket.start();
    return { socket, statuses, messages };
  }

  it('passes tick messages on and skips anything else', () => {
    const { statuses, messages } = start();
    FakeSocket.latest().open();
    FakeSocket.latest().send(tickMessage());
    FakeSocket.latest().send({ type: 'hello' });
    FakeSocket.latest().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(statuses).toEqual(['connecting', 'live']);
    expect(messages).toHaveLength(1);
  });

  it('reconnects with growing delays while the server stays away', () => {
    const { statuses } = start();
    FakeSocket.latest().drop();
    expect(statuses).toEqual(['connecting', 'down']);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(4000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('starts the backoff over once a connection delivers ticks', () => {
    start();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1000);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(2000);
    FakeSocket.latest().open();
    FakeSocket.latest().send(tickMessage());
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('stops for good: closes the socket and cancels a pending retry', () => {
    const { socket } = start();
    const first = FakeSocket.latest();
    socket.stop();
    expect(first.close).toHaveBeenCalled();
    socket.start();
    FakeSocket.latest().drop();
    socket.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
