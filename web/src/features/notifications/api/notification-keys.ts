import type { components } from '@/lib/api-types';

export type Notification = components['schemas']['Notification'];
export type NotificationList = components['schemas']['NotificationList'];

/** Query keys of the in-app notifications (the default query fn GETs the joined key). */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
};
