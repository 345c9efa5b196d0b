import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { marketKeys } from '@/lib/market/market-keys';
import type { Candle, MarketSymbol, Timeframe } from '@/lib/market/types';

export const getChartData = (symbol: MarketSymbol, timeframe: Timeframe) =>
  apiRequest<Candle[]>('GET', `/api/chart-data/${symbol}/${timeframe}`);

/**
 * Candles for one symbol and timeframe. Stale at once, so coming back to a timeframe refetches
 * (the cached candles show meanwhile); live ticks move the last candle between fetches.
 */
export const chartDataQueryOptions = (symbol: MarketSymbol, timeframe: Timeframe) =>
  queryOptions({
    queryKey: marketKeys.chart(symbol, timeframe),
    queryFn: () => getChartData(symbol, timeframe),
    staleTime: 0,
  });

export const useChartData = (symbol: MarketSymbol, timeframe: Timeframe) =>
  useQuery(chartDataQueryOptions(symbol, timeframe));
