import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { adminKeys } from '@/features/admin/api/admin-keys';

export const suspendUser = ({ id, reason }: { id: number; reason?: string }) =>
  apiRequest<User>('POST', `/api/admin/users/${id}/suspend`, reason ? { reason } : {});

/** Suspend an account (its sessions end at once), then refetch the admin lists. */
export function useSuspendUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
