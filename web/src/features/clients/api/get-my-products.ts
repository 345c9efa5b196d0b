import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mineActiveKey, type MineProduct } from '@/features/clients/api/client-keys';

/** GET /api/products/mine?status=active: what a trader can put in an offer. */
export const myActiveProductsQueryOptions = () =>
  queryOptions({
    queryKey: mineActiveKey,
    queryFn: () => apiRequest<MineProduct[]>('GET', '/api/products/mine?status=active'),
    staleTime: 30_000,
  });

export const useMyActiveProducts = (enabled = true) => useQuery({ ...myActiveProductsQueryOptions(), enabled });
