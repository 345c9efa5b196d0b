import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { adminKeys } from '@/features/admin/api/admin-keys';

export type AssignableRole = 'client' | 'gold_trader';

export const changeUserRole = ({ id, role }: { id: number; role: AssignableRole }) =>
  apiRequest<User>('POST', `/api/admin/users/${id}/role`, { role });

/** Move an account between client and gold trader, then refetch the admin lists. */
export function useChangeUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
