import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { backoffDelay } from '@/lib/market/backoff';
import { sameOriginSocketUrl } from '@/lib/market/price-socket';
import { notificationKeys } from '@/features/notifications/api/notification-keys';

/** True for the server's `{"type":"notification","notification":{...}}` frame. */
export function isNotificationMessage(data: unknown): boolean {
  if (typeof data !== 'string' || !data.includes('"notification"')) return false;
  try {
    const parsed = JSON.parse(data) as { type?: unknown; notification?: unknown };
    return parsed.type === 'notification' && typeof parsed.notification === 'object' && parsed.notification !== null;
  } catch {
    return false;
  }
}

export interface NotificationSocketOptions {
  createSocket?: (url: string) => WebSocket;
  delay?: (attempt: number) => number;
}

/**
 * While signed in: a WebSocket on /api/ws (the server sends the user's notifications to their own
 * connections; price ticks on the same socket are ignored here). Each notification refreshes the
 * notifications query, and so does each connection's first frame: the server sends it once the
 * connection is registered for the user's notifications, so one fired before then (while the page
 * loaded, the socket connected or was away) is in the list fetched then, and every later one is pushed.
 */
export function useNotificationSocket({ createSocket, delay = backoffDelay }: NotificationSocketOptions = {}) {
  const client = useQueryClient();
  useEffect(() => {
    const make = createSocket ?? (typeof WebSocket === 'undefined' ? undefined : (url: string) => new WebSocket(url));
    if (!make) return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let stopped = false;
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
    const connect = () => {
      try {
        socket = make(sameOriginSocketUrl('/api/ws'));
      } catch {
        schedule();
        return;
      }
      const current = socket;
      let registered = false;
      current.onopen = () => {
        attempt = 0;
      };
      current.onmessage = (event: MessageEvent) => {
        if (!registered || isNotificationMessage(event.data)) refresh();
        registered = true;
      };
      current.onclose = () => {
        if (socket !== current) return;
        socket = null;
        schedule();
      };
    };
    const schedule = () => {
      if (stopped) return;
      const wait = delay(attempt);
      attempt += 1;
      timer = setTimeout(connect, wait);
    };
    connect();
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      const current = socket;
      socket = null;
      if (current) {
        current.onopen = current.onmessage = current.onclose = null;
        current.close();
      }
    };
  }, [client, createSocket, delay]);
}
