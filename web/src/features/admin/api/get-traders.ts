import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { adminKeys } from '@/features/admin/api/admin-keys';

export type TraderAccount = components['schemas']['TraderAccount'];

export const tradersQueryOptions = () => queryOptions<TraderAccount[]>({ queryKey: adminKeys.traders() });

export function useTraders() {
  return useQuery(tradersQueryOptions());
}
