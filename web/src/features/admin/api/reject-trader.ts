import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { adminKeys } from '@/features/admin/api/admin-keys';

export const rejectTrader = ({ id, reason }: { id: number; reason: string }) =>
  apiRequest<User>('POST', `/api/admin/traders/${id}/reject`, { reason });

/** Decline a trader application with the reason the applicant will see. */
export function useRejectTrader() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectTrader,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
