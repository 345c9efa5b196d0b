import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from './http';

export interface MarketPrice {
  id: string | number;
  metalType: string;
  price: string;
  change: string;
  changePercent: string | number;
}

export const marketPriceKeys = { all: ['/api/market-prices'] as const };

export const getMarketPrices = () => requestJson<MarketPrice[]>('/api/market-prices');

export const marketPricesQueryOptions = () =>
  queryOptions({
    queryKey: marketPriceKeys.all,
    queryFn: getMarketPrices,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useMarketPrices = () => useQuery(marketPricesQueryOptions());
