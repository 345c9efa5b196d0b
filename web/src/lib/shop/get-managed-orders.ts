import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/lib/shop/keys';
import type { OrderStatus, OrderSummary } from '@/lib/shop/types';

/** Admin filters of GET /api/orders/manage (a trader's list is always their own orders). */
export interface ManagedOrderFilters {
  status?: OrderStatus | '';
  sellerId?: number | null;
  q?: string;
}

function managedOrdersPath(filters: ManagedOrderFilters = {}): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.sellerId) query.set('sellerId', String(filters.sellerId));
  if (filters.q?.trim()) query.set('q', filters.q.trim());
  const qs = query.toString();
  return `/api/orders/manage${qs ? `?${qs}` : ''}`;
}

const hasFilters = (f: ManagedOrderFilters) => Boolean(f.status || f.sellerId || f.q?.trim());

export const getManagedOrders = (filters: ManagedOrderFilters = {}) =>
  apiRequest<OrderSummary[]>('GET', managedOrdersPath(filters));

export const managedOrdersQueryOptions = (filters: ManagedOrderFilters = {}) =>
  queryOptions({
    queryKey: hasFilters(filters) ? [...orderKeys.manage, filters] : orderKeys.manage,
    queryFn: () => getManagedOrders(filters),
    placeholderData: keepPreviousData,
  });

/** Orders of the trader's products (admin: every seller's, filtered by seller and search). */
export const useManagedOrders = (filters: ManagedOrderFilters = {}) => useQuery(managedOrdersQueryOptions(filters));
