import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { adminKeys } from '@/features/admin/api/admin-keys';

export const reactivateUser = (id: number) => apiRequest<User>('POST', `/api/admin/users/${id}/reactivate`);

/** Lift a suspension, then refetch the admin lists. */
export function useReactivateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reactivateUser,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
