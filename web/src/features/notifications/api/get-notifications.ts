import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/i18n';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys, type NotificationList } from '@/features/notifications/api/notification-keys';

export const getNotifications = () => apiRequest<NotificationList>('GET', '/api/notifications');

/**
 * GET /api/notifications: the newest 50 and the unread count, in `locale` (the request carries the
 * active language, and the server renders each title and body in it), so switching the language
 * fetches the list in the new one. Refreshed by the WebSocket message.
 */
export const notificationsQueryOptions = (locale: string) =>
  queryOptions<NotificationList>({ queryKey: notificationKeys.list(locale), queryFn: getNotifications });

export function useNotifications() {
  const [locale] = useLocale();
  return useQuery(notificationsQueryOptions(locale));
}
