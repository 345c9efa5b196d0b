import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import type { AdminDashboard } from '@/features/admin/api/types';

/** GET /api/admin/dashboard through the default query fn; refreshed every minute while shown. */
export const adminDashboardQueryOptions = () =>
  queryOptions<AdminDashboard>({ queryKey: adminKeys.dashboard(), refetchInterval: 60_000 });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
