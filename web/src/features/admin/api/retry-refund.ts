import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateRefunds } from '@/features/admin/api/admin-keys';
import type { AdminRefund } from '@/features/admin/api/types';

export const retryRefund = (orderId: number) =>
  apiRequest<AdminRefund>('POST', `/api/admin/refunds/${orderId}/retry`, {});

/**
 * Ask the payment provider again for a failed refund (audited on the server); the answer is the
 * refund after the attempt. Then refetch the refund lists and the dashboard's count; also after a
 * refusal, since a 409 means the list was out of date.
 */
export function useRetryRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => invalidateRefunds(client),
  });
}
