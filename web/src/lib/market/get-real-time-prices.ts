import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notePriceResponse } from '@/lib/pwa/price-snapshot';
import { marketKeys } from '@/lib/market/market-keys';
import type { RealTimePrice } from '@/lib/market/types';

export const getRealTimePrices = () => apiRequest<RealTimePrice[]>('GET', '/api/real-time-prices', undefined, { onResponse: notePriceResponse });

/** Fetched once; afterwards WebSocket ticks (or the 1 s polling fallback) write into this entry. */
export const realTimePricesQueryOptions = () =>
  queryOptions({ queryKey: marketKeys.realTimePrices, queryFn: getRealTimePrices });

export const useRealTimePrices = () => useQuery(realTimePricesQueryOptions());
