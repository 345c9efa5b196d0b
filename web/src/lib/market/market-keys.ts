import type { MarketSymbol, Timeframe } from '@/lib/market/types';

/** Query keys; the default query fn GETs the joined parts (spec section 7). */
export const marketKeys = {
  marketPrices: ['/api/market-prices'] as const,
  realTimePrices: ['/api/real-time-prices'] as const,
  chartAll: ['/api/chart-data'] as const,
  chart: (symbol: MarketSymbol, timeframe: Timeframe) => ['/api/chart-data', symbol, timeframe] as const,
};
