import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys, type ClientOrder } from '@/features/clients/api/client-keys';

/** GET /api/trader/clients/{id}/orders: the client's orders with this trader only. */
export const clientOrdersQueryOptions = (id: number) =>
  queryOptions<ClientOrder[]>({ queryKey: clientKeys.orders(id), staleTime: 30_000 });

export const useClientOrders = (id: number | null) =>
  useQuery({ ...clientOrdersQueryOptions(id ?? 0), enabled: id !== null });
