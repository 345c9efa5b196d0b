import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';
import type { InventoryProduct } from './types';

/**
 * GET /api/products/mine?status=all: every product of the trader (admin: of every seller),
 * active and archived. Search and filters apply on the page, so the summary cards stay whole.
 */
export const getMyProducts = () => apiRequest<InventoryProduct[]>('GET', '/api/products/mine?status=all');

export const myProductsQueryOptions = () =>
  queryOptions({ queryKey: inventoryKeys.mine, queryFn: getMyProducts, refetchInterval: 15_000 });

export const useMyProducts = () => useQuery(myProductsQueryOptions());
