import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from '@/lib/shop/keys';
import type { Product } from '@/lib/shop/types';
import { apiRequest } from '@/lib/api-client';

export const getProducts = () => apiRequest<Product[]>('GET', '/api/products');

/**
 * The catalogue. `livePrices` refetches every few seconds: the server reprices the snapshot on
 * each spot tick, so the catalogue page polls (a documented exception to spec section 7).
 */
export const productsQueryOptions = ({ livePrices = false }: { livePrices?: boolean } = {}) =>
  queryOptions({
    queryKey: productKeys.all,
    queryFn: getProducts,
    refetchInterval: livePrices ? PRODUCT_REFRESH_MS : false,
  });

export const PRODUCT_REFRESH_MS = 5000;

export const useProducts = (options?: { livePrices?: boolean }) => useQuery(productsQueryOptions(options));
