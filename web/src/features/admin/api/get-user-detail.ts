import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import type { AdminUserDetail } from '@/features/admin/api/types';

/** GET /api/admin/users/{id} through the default query fn: the account, orders, KYC, sessions, application. */
export const userDetailQueryOptions = (id: number) => queryOptions<AdminUserDetail>({ queryKey: adminKeys.user(id) });

export function useUserDetail(id: number | null) {
  return useQuery({ ...userDetailQueryOptions(id ?? 0), enabled: id !== null });
}
