import { vi } from 'vitest';
import { mergeTicks } from '@/lib/market/apply-ticks';
import type { RealTimePrice, Tick, TickMessage } from '@/lib/market/types';

/** A stand-in WebSocket the tests drive by hand. */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  static reset() {
    FakeSocket.instances = [];
  }
  static latest() {
    return FakeSocket.instances[FakeSocket.instances.length - 1];
  }

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly close = vi.fn(() => {
    this.closed = true;
  });
  closed = false;
  readonly url: string;

  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }

  open() {
    this.onopen?.(new Event('open'));
  }
  send(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop() {
    this.closed = true;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close'));
  }
}

export const createFakeSocket = (url: string) => new FakeSocket(url) as unknown as WebSocket;

const base: Record<string, Tick> = {
  XAUUSD: {
    symbol: 'XAUUSD',
    price: 2047,
    bid: 2046.5,
    ask: 2047.5,
    change: 12.3,
    changePercent: 0.6,
    high24h: 2050,
    low24h: 2030,
    time: 0,
    stale: false,
  },
  XAGUSD: {
    symbol: 'XAGUSD',
    price: 24.15,
    bid: 24.1,
    ask: 24.2,
    change: -0.1,
    changePercent: -0.41,
    high24h: 24.4,
    low24h: 24,
    time: 0,
    stale: false,
  },
  XPTUSD: {
    symbol: 'XPTUSD',
    price: 1023,
    bid: 1022.5,
    ask: 1023.5,
    change: 0,
    changePercent: 0,
    high24h: 1030,
    low24h: 1015,
    time: 0,
    stale: false,
  },
  XPDUSD: {
    symbol: 'XPDUSD',
    price: 1087,
    bid: 1086.5,
    ask: 1087.5,
    change: 5,
    changePercent: 0.46,
    high24h: 1090,
    low24h: 1080,
    time: 0,
    stale: false,
  },
};

/** A WebSocket message with the four metals; `prices` overrides by symbol. */
export function tickMessage(
  prices: Partial<Record<string, Partial<Tick>>> = {},
  { type = 'tick', simulated = true, time = Date.UTC(2024, 0, 1, 10, 30) } = {},
): TickMessage {
  return {
    type: type as TickMessage['type'],
    seq: 1,
    simulated,
    exchange: 'Aurum Simulated',
    ticks: Object.values(base).map((t) => ({ ...t, time, ...prices[t.symbol] })),
  };
}

/** GET /api/real-time-prices as the server answers it: the four metals, from the simulated feed or not. */
export function realTimeRows(simulated: boolean): RealTimePrice[] {
  const exchange = simulated ? 'Aurum Simulated' : 'Example Exchange';
  return mergeTicks(undefined, tickMessage({}, { simulated })).map((row) => ({ ...row, exchange }));
}
