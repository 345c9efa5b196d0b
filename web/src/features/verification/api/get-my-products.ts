import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from '@/lib/shop/keys';
import type { Product } from '@/lib/shop/types';

/** The trader's products (GET /api/products/mine?status=all, the inventory page's query): register items of them. */
export const getMyProducts = () =>
  apiRequest<(Product & { active: boolean })[]>('GET', '/api/products/mine?status=all');

export const useMyProducts = () => useQuery(queryOptions({ queryKey: productKeys.mine, queryFn: getMyProducts }));
