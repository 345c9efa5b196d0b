import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notePriceResponse } from '@/lib/pwa/price-snapshot';
import { marketKeys } from '@/lib/market/market-keys';
import type { RealTimePrice } from '@/lib/market/types';

/**
 * The one owner of GET /api/real-time-prices: its key (marketKeys.realTimePrices), type and
 * fetcher. The public pages, the shop's "simulated" label and the live panels share this entry.
 */
export const getRealTimePrices = () =>
  apiRequest<RealTimePrice[]>('GET', '/api/real-time-prices', undefined, { onResponse: notePriceResponse });

/** Fetched once; afterwards WebSocket ticks (or the 1 s polling fallback) write into this entry. */
export const realTimePricesQueryOptions = () =>
  queryOptions({ queryKey: marketKeys.realTimePrices, queryFn: getRealTimePrices });

export const useRealTimePrices = () => useQuery(realTimePricesQueryOptions());

/**
 * The public pages read the prices once per visit: no live feed, no refetch on focus, and no
 * retry (a missing server shows the illustrative figures instead).
 */
export const usePublicRealTimePrices = () =>
  useQuery({ ...realTimePricesQueryOptions(), staleTime: Infinity, retry: false, refetchOnWindowFocus: false });

const anySimulated = (rows: RealTimePrice[] | undefined) =>
  Array.isArray(rows) && rows.some((r) => r.simulated === true);

/**
 * The server's spot feed once the prices have arrived ('simulated' when its items carry
 * `simulated`, else 'live'); undefined before, so a page can hold the label's place instead of
 * moving its content when it appears.
 */
export function usePriceFeedKind(): 'simulated' | 'live' | undefined {
  const { data } = useQuery({ ...realTimePricesQueryOptions(), select: anySimulated });
  return data === undefined ? undefined : data ? 'simulated' : 'live';
}

/** Whether the server's spot feed is simulated (false until the prices arrive). */
export function useSimulatedFeed(): boolean {
  return usePriceFeedKind() === 'simulated';
}
