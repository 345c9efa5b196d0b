import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notePriceResponse } from '@/lib/pwa/price-snapshot';
import { marketKeys } from '@/lib/market/market-keys';
import type { MarketPrice } from '@/lib/market/types';

export const getMarketPrices = () =>
  apiRequest<MarketPrice[]>('GET', '/api/market-prices', undefined, { onResponse: notePriceResponse });

/** Kept current by the live feed (see live-feed-controller.ts) while it runs. */
export const marketPricesQueryOptions = () =>
  queryOptions({ queryKey: marketKeys.marketPrices, queryFn: getMarketPrices });

export const useMarketPrices = () => useQuery(marketPricesQueryOptions());
