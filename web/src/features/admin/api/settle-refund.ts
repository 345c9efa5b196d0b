import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateRefunds } from '@/features/admin/api/admin-keys';
import type { AdminRefund } from '@/features/admin/api/types';

export interface SettleRefundInput {
  orderId: number;
  /** The reference of the transfer that paid the customer back (1 to 200 characters). */
  reference: string;
}

export const settleRefund = ({ orderId, reference }: SettleRefundInput) =>
  apiRequest<AdminRefund>('POST', `/api/admin/refunds/${orderId}/settle`, { reference });

/**
 * Record that staff paid a failed refund back outside the provider (a bank transfer; audited on
 * the server). Then refetch the refund lists and the dashboard's count, also after a refusal.
 */
export function useSettleRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: settleRefund,
    onSettled: () => invalidateRefunds(client),
  });
}
