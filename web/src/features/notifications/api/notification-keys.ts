import type { components } from '@/lib/api-types';

export type Notification = components['schemas']['Notification'];
export type NotificationList = components['schemas']['NotificationList'];

/** Query keys of the in-app notifications; invalidate `all` to refetch every list. */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  /** The list as rendered in one language: the server renders titles and bodies in the request's. */
  list: (locale: string) => [...notificationKeys.all, { language: locale }] as const,
};
