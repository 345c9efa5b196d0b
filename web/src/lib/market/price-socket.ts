import { backoffDelay } from '@/lib/market/backoff';
import type { TickMessage } from '@/lib/market/types';

/** connecting: first attempt; live: socket open; down: closed, retrying with backoff. */
export type SocketStatus = 'connecting' | 'live' | 'down';

export interface PriceSocketOptions {
  url: string;
  onMessage: (message: TickMessage) => void;
  onStatus: (status: SocketStatus) => void;
  createSocket?: (url: string) => WebSocket;
  delay?: (attempt: number) => number;
}

/** ws:// or wss:// for a same-origin path, following the page's scheme. */
export function sameOriginSocketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

function parseMessage(data: unknown): TickMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as Partial<TickMessage>;
    if ((parsed.type === 'tick' || parsed.type === 'snapshot') && Array.isArray(parsed.ticks)) {
      return parsed as TickMessage;
    }
  } catch {
    // A malformed frame is dropped; the next tick carries the full state again.
  }
  return null;
}

/**
 * One WebSocket to the price feed that reconnects with exponential backoff until closed.
 * The attempt counter resets once a connection delivers a message.
 */
export class PriceSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = false;
  private status: SocketStatus | null = null;
  private readonly opts: Required<PriceSocketOptions>;

  constructor(options: PriceSocketOptions) {
    this.opts = {
      ...options,
      createSocket: options.createSocket ?? ((url) => new WebSocket(url)),
      delay: options.delay ?? ((attempt) => backoffDelay(attempt)),
    };
  }

  start() {
    this.stopped = false;
    this.setStatus('connecting');
    this.connect();
  }

  stop() {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close();
    }
  }

  private setStatus(status: SocketStatus) {
    if (status === this.status) return;
    this.status = status;
    this.opts.onStatus(status);
  }

  private connect() {
    let socket: WebSocket;
    try {
      socket = this.opts.createSocket(this.opts.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.setStatus('live');
    socket.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (!message) return;
      this.attempt = 0;
      this.opts.onMessage(message);
    };
    // Errors are always followed by close; reconnect from there only.
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    this.setStatus('down');
    const wait = this.opts.delay(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, wait);
  }
}
