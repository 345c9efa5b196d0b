import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/shop/keys';
import type { OrderDetail } from '@/lib/shop/types';

export const getOrder = (id: number) => apiRequest<OrderDetail>('GET', `/api/orders/${id}`);

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

/** One order with lines, shipping address, status history and the allowed next states. */
export const useOrder = (id: number | null) => useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
