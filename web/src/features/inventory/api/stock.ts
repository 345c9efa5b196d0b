import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from '@/lib/shop/keys';
import { inventoryKeys } from './inventory-keys';
import type { InventoryProduct, StockAdjustment, StockReason } from './types';

/** GET /api/products/{id}/stock: the adjustment history, newest first. */
export const getStockHistory = (id: number) => apiRequest<StockAdjustment[]>('GET', `/api/products/${id}/stock`);

export const stockHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: inventoryKeys.stock(id), queryFn: () => getStockHistory(id) });

export const useStockHistory = (id: number) => useQuery(stockHistoryQueryOptions(id));

/** POST /api/products/{id}/stock {delta, reason} → {product, adjustment}. */
export const adjustStock = (id: number, delta: number, reason: StockReason) =>
  apiRequest<{ product: InventoryProduct; adjustment: StockAdjustment }>('POST', `/api/products/${id}/stock`, {
    delta,
    reason,
  });

export function useAdjustStock(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ delta, reason }: { delta: number; reason: StockReason }) => adjustStock(id, delta, reason),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productKeys.all }),
        client.invalidateQueries({ queryKey: productKeys.mine }),
      ]),
  });
}
