import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import type { TraderAccount } from '@/features/admin/api/types';

export type { TraderAccount };

/** GET /api/admin/traders: every gold trader account with its application and decision. */
export const tradersQueryOptions = () => queryOptions<TraderAccount[]>({ queryKey: adminKeys.traders() });

export function useTraders() {
  return useQuery(tradersQueryOptions());
}
