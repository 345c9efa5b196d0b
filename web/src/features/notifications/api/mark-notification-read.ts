import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from '@/features/notifications/api/notification-keys';

export const markNotificationRead = (id: number) => apiRequest<void>('POST', `/api/notifications/${id}/read`);

/** POST /api/notifications/{id}/read; the list and count are refetched. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
