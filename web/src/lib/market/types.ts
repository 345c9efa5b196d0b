/** Spec section 3 "Market price": GET /api/market-prices. */
export interface MarketPrice {
  id: number;
  metalType: string;
  /** Per troy ounce, two decimals, e.g. "2047.00". */
  price: string;
  /** Signed, e.g. "+12.30" or "-4.10". */
  change: string;
  changePercent: number;
}

/** Spec section 3 "Real-time price": GET /api/real-time-prices. */
export interface RealTimePrice {
  name: string;
  symbol: string;
  exchange: string;
  price: number;
  change: number;
  changePercent: number;
  high24h: number;
  low24h: number;
  bid?: number;
  ask?: number;
  /** ISO 8601. */
  lastUpdate: string;
  /** True while the server runs the simulated feed. */
  simulated: boolean;
  /**
   * True when the price provider has sent nothing for this metal for too long: the price is the
   * last known one, frozen, and `lastUpdate` says since when. Never true for the simulated feed.
   */
  stale: boolean;
}

/** One OHLC candle from GET /api/chart-data/{symbol}/{timeframe}; time in unix seconds. */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** One metal in a WebSocket message; time in unix milliseconds. */
export interface Tick {
  symbol: string;
  price: number;
  bid: number;
  ask: number;
  change: number;
  changePercent: number;
  high24h: number;
  low24h: number;
  /** When the price last came from the provider (the tick time for the simulated feed). */
  time: number;
  /** No provider price for too long: frozen, not live. */
  stale: boolean;
}

/** A message on /api/ws: "snapshot" first, then one "tick" per engine tick. */
export interface TickMessage {
  type: 'snapshot' | 'tick';
  seq: number;
  simulated: boolean;
  exchange: string;
  ticks: Tick[];
}

export const SYMBOLS = [
  { symbol: 'XAUUSD', labelId: 'market.pair.gold', name: 'Gold', metalType: 'gold' },
  { symbol: 'XAGUSD', labelId: 'market.pair.silver', name: 'Silver', metalType: 'silver' },
  { symbol: 'XPTUSD', labelId: 'market.pair.platinum', name: 'Platinum', metalType: 'platinum' },
  { symbol: 'XPDUSD', labelId: 'market.pair.palladium', name: 'Palladium', metalType: 'palladium' },
] as const;

export type MarketSymbol = (typeof SYMBOLS)[number]['symbol'];

export const TIMEFRAMES = ['1m', '5m', '15m', '1h', '4h', '1d', '1w'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
