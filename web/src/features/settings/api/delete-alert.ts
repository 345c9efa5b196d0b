import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { alertKeys } from '@/features/settings/api/settings-keys';

export const deleteAlert = (id: number) => apiRequest<void>('DELETE', `/api/alerts/${id}`);

/** DELETE /api/alerts/{id}; the list is refetched. */
export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
