import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Notification } from '@/features/notifications/api/notification-keys';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { useNotificationSocket } from '@/features/notifications/lib/use-notification-socket';

/** The top bar's notification centre: bell with the unread count, the newest 50 in a popover. */
export function NotificationBell() {
  const t = useT();
  useNotificationSocket();
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t('notifications.bell', { count: unread })}
          data-testid="notification-bell"
        >
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="notification-count"
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-4 font-bold text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 flex max-h-[70vh] w-[min(24rem,92vw)] flex-col rounded-xl border bg-popover text-card-foreground shadow-xl outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {t('notifications.markAllRead')}
            </Button>
          </div>
          {!data || data.items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('notifications.empty')}</p>
          ) : (
            <ul className="overflow-y-auto" data-testid="notification-list">
              {data.items.map((n) => (
                <NotificationItem key={n.id} notification={n} />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationItem({ notification: n }: { notification: Notification }) {
  const t = useT();
  const markRead = useMarkNotificationRead();
  const isUnread = n.readAt === null;
  const title = n.link ? (
    <Popover.Close asChild>
      <Link to={n.link} className="font-medium hover:underline" onClick={() => isUnread && markRead.mutate(n.id)}>
        {n.title}
      </Link>
    </Popover.Close>
  ) : (
    <span className="font-medium">{n.title}</span>
  );
  return (
    <li className={cn('flex gap-3 border-b px-4 py-3 text-sm last:border-b-0', isUnread && 'bg-primary/5')}>
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {title}
        {n.body && <p className="text-muted-foreground">{n.body}</p>}
        <p className="text-xs text-muted-foreground">{formatDateTime(n.createdAt)}</p>
        {isUnread && (
          <Button
            variant="link"
            size="sm"
            className="h-auto self-start px-0"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(n.id)}
            aria-label={t('notifications.markReadNamed', { title: n.title })}
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}
