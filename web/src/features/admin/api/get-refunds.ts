import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, queryString } from '@/features/admin/api/admin-keys';
import type { AdminRefund, RefundFilter } from '@/features/admin/api/types';

export const getRefunds = (status: RefundFilter) =>
  apiRequest<AdminRefund[]>('GET', `/api/admin/refunds${queryString({ status })}`);

/** GET /api/admin/refunds?status=: cancelled orders' refunds, longest waiting first (open = failed and pending). */
export const refundsQueryOptions = (status: RefundFilter) =>
  queryOptions({ queryKey: adminKeys.refundList(status), queryFn: () => getRefunds(status) });

export function useRefunds(status: RefundFilter) {
  return useQuery(refundsQueryOptions(status));
}
