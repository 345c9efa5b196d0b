import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A seller an admin can filter orders by (the trader accounts of GET /api/admin/traders). */
export interface SellerOption {
  id: number;
  name: string;
}

interface TraderRow {
  user: { id: number; firstName: string; lastName: string; status: string };
  companyName?: string | null;
  decision?: string | null;
}

export async function getSellers(): Promise<SellerOption[]> {
  const rows = await apiRequest<TraderRow[]>('GET', '/api/admin/traders');
  return rows
    .filter((r) => r.decision !== 'rejected')
    .map((r) => ({ id: r.user.id, name: r.companyName || `${r.user.firstName} ${r.user.lastName}`.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const sellersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/traders', 'sellers'] as const, queryFn: getSellers, staleTime: 5 * 60_000 });

/** Admin only: the sellers for the orders filter. */
export const useSellers = (enabled: boolean) => useQuery({ ...sellersQueryOptions(), enabled });
