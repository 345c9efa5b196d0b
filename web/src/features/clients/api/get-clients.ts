import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientKeys, type ClientFilters, type TraderClient } from '@/features/clients/api/client-keys';

export function getClients({ q, status }: ClientFilters) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status !== 'all') params.set('status', status);
  const query = params.toString();
  return apiRequest<TraderClient[]>('GET', `/api/trader/clients${query ? `?${query}` : ''}`);
}

/** GET /api/trader/clients?q=&status=; the last list stays while the next search loads. */
export const clientsQueryOptions = (filters: ClientFilters) =>
  queryOptions({
    queryKey: clientKeys.list(filters),
    queryFn: () => getClients(filters),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useClients = (filters: ClientFilters) => useQuery(clientsQueryOptions(filters));
