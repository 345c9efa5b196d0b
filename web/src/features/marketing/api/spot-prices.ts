import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from './http';

/**
 * One metal from GET /api/real-time-prices (the fields the public pages use). `simulated` is true
 * while the server runs its simulated feed; those prices must be labelled "Simulated prices".
 */
export interface SpotPrice {
  symbol: string;
  name?: string;
  price: number;
  change: number;
  changePercent: number;
  simulated?: boolean;
  /** True when the provider has not updated this metal for too long: the last price, not a live one. */
  stale?: boolean;
  lastUpdate?: string;
}

/** The same key (and JSON) as the signed-in app's real-time prices, so both share one cache entry. */
export const spotPriceKeys = { all: ['/api/real-time-prices'] as const };

export const getSpotPrices = () => requestJson<SpotPrice[]>('/api/real-time-prices');

export const spotPricesQueryOptions = () =>
  queryOptions({
    queryKey: spotPriceKeys.all,
    queryFn: getSpotPrices,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useSpotPrices = () => useQuery(spotPricesQueryOptions());
