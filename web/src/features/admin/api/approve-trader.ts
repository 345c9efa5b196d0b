import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { adminKeys } from '@/features/admin/api/admin-keys';

export function approveTrader(id: number) {
  return apiRequest<User>('POST', `/api/admin/traders/${id}/approve`);
}

/** Approve a pending trader, then refetch the admin lists. */
export function useApproveTrader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTrader,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
