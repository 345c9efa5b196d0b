import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys, type NotificationList } from '@/features/notifications/api/notification-keys';

/** GET /api/notifications: the newest 50 and the unread count. Refreshed by the WebSocket message. */
export const notificationsQueryOptions = () => queryOptions<NotificationList>({ queryKey: notificationKeys.all });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
