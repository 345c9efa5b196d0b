import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/shop/keys';
import type { OrderSummary } from '@/lib/shop/types';

export const getOrders = () => apiRequest<OrderSummary[]>('GET', '/api/orders');

export const ordersQueryOptions = () => queryOptions({ queryKey: orderKeys.all, queryFn: getOrders });

/** The caller's orders, newest first. */
export const useOrders = () => useQuery(ordersQueryOptions());
