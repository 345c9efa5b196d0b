import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/shop/keys';
import type { OrderSummary } from '@/lib/shop/types';

export const getManagedOrders = () => apiRequest<OrderSummary[]>('GET', '/api/orders/manage');

export const managedOrdersQueryOptions = () => queryOptions({ queryKey: orderKeys.manage, queryFn: getManagedOrders });

/** Orders containing the trader's products (admin: all). */
export const useManagedOrders = () => useQuery(managedOrdersQueryOptions());
