import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from '@/features/notifications/api/notification-keys';

export const markAllNotificationsRead = () => apiRequest<void>('POST', '/api/notifications/read-all');

/** POST /api/notifications/read-all; the list and count are refetched. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
