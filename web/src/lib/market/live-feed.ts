import type { QueryClient } from '@tanstack/react-query';
import { refreshMarketPrices, mergeTicks } from '@/lib/market/apply-ticks';
import { getRealTimePrices } from '@/lib/market/get-real-time-prices';
import { marketKeys } from '@/lib/market/market-keys';
import { PriceSocket, sameOriginSocketUrl, type SocketStatus } from '@/lib/market/price-socket';
import type { MarketPrice, RealTimePrice, TickMessage } from '@/lib/market/types';

/** connecting: first socket attempt; live: ticks over the socket; polling: socket down, GET every second. */
export type FeedStatus = 'connecting' | 'live' | 'polling';

export interface LiveFeedOptions {
  socketUrl?: string;
  createSocket?: (url: string) => WebSocket;
  /** Polling interval while the socket is down (spec section 9: live prices 1 s). */
  pollMs?: number;
  /** Keep the socket this long after the last subscriber leaves, so a route change does not reconnect. */
  lingerMs?: number;
}

/**
 * The live price feed for one QueryClient: a shared WebSocket while anything subscribes, writing
 * ticks into the real-time and market price queries; polling GET /api/real-time-prices while the
 * socket is down.
 */
export class LiveFeed {
  private subscribers = 0;
  private socket: PriceSocket | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private lingerTimer: ReturnType<typeof setTimeout> | null = null;
  private status: FeedStatus = 'connecting';
  private readonly listeners = new Set<() => void>();
  private readonly client: QueryClient;
  private readonly options: LiveFeedOptions;

  constructor(client: QueryClient, options: LiveFeedOptions = {}) {
    this.client = client;
    this.options = options;
  }

  /** Start (or keep) the feed; returns the matching unsubscribe. */
  subscribe = (): (() => void) => {
    this.subscribers += 1;
    if (this.lingerTimer !== null) {
      clearTimeout(this.lingerTimer);
      this.lingerTimer = null;
    }
    if (!this.socket) this.start();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.subscribers -= 1;
      if (this.subscribers > 0) return;
      this.lingerTimer = setTimeout(() => {
        this.lingerTimer = null;
        if (this.subscribers === 0) this.stop();
      }, this.options.lingerMs ?? 2000);
    };
  };

  getStatus = (): FeedStatus => this.status;

  onStatusChange = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private start() {
    const canUseSocket = this.options.createSocket !== undefined || typeof WebSocket !== 'undefined';
    if (!canUseSocket) {
      this.setStatus('polling');
      this.startPolling();
      return;
    }
    this.socket = new PriceSocket({
      url: this.options.socketUrl ?? sameOriginSocketUrl('/api/ws'),
      createSocket: this.options.createSocket,
      onMessage: this.applyMessage,
      onStatus: this.onSocketStatus,
    });
    this.socket.start();
  }

  private stop() {
    this.socket?.stop();
    this.socket = null;
    this.stopPolling();
    this.setStatus('connecting');
  }

  private onSocketStatus = (status: SocketStatus) => {
    if (status === 'down') {
      this.setStatus('polling');
      this.startPolling();
    } else {
      this.stopPolling();
      this.setStatus(status);
    }
  };

  private applyMessage = (message: TickMessage) => {
    const rows = this.client.setQueryData<RealTimePrice[]>(marketKeys.realTimePrices, (old) =>
      mergeTicks(old, message),
    );
    if (rows) this.refreshMarketPrices(rows);
  };

  private refreshMarketPrices(rows: RealTimePrice[]) {
    this.client.setQueryData<MarketPrice[]>(marketKeys.marketPrices, (old) => refreshMarketPrices(old, rows));
  }

  private startPolling() {
    if (this.pollTimer !== null) return;
    this.pollTimer = setInterval(() => void this.poll(), this.options.pollMs ?? 1000);
  }

  private stopPolling() {
    if (this.pollTimer !== null) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private async poll() {
    try {
      const rows = await getRealTimePrices();
      if (this.pollTimer === null) return; // the socket came back meanwhile
      this.client.setQueryData(marketKeys.realTimePrices, rows);
      this.refreshMarketPrices(rows);
    } catch {
      // Keep the last prices on screen; the next poll or the socket will bring fresh ones.
    }
  }

  private setStatus(status: FeedStatus) {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

const feeds = new WeakMap<QueryClient, LiveFeed>();

/** The one feed for a QueryClient. */
export function liveFeedFor(client: QueryClient, options?: LiveFeedOptions): LiveFeed {
  let feed = feeds.get(client);
  if (!feed) {
    feed = new LiveFeed(client, options);
    feeds.set(client, feed);
  }
  return feed;
}
