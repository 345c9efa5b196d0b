import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { FakeSocket } from '@/testing/test-socket';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

const fired = {
  id: 7,
  kind: 'price_alert',
  title: 'Gold above $2,100.00',
  body: 'Gold reached $2,101.20.',
  link: '/settings?tab=notifications',
  createdAt: '2026-03-05T14:30:00Z',
  readAt: null as string | null,
};

describe('NotificationBell', () => {
  beforeEach(() => {
    FakeSocket.reset();
    // The bell opens its own socket on /api/ws; the fake stands in for the browser's.
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('shows the unread count, refreshes on a WebSocket notification, marks one and all read', async () => {
    const user = userEvent.setup();
    let list = { items: [] as (typeof fired)[], unread: 0 };
    const fetchMock = mockFetch({
      'GET /api/notifications': () => jsonResponse(list),
      'POST /api/notifications/7/read': () => {
        list = { items: [{ ...fired, readAt: '2026-03-05T15:00:00Z' }], unread: 0 };
        return new Response(null, { status: 204 });
      },
      'POST /api/notifications/read-all': () => new Response(null, { status: 204 }),
    });
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();

    // The server fires an alert and tells the user's connections.
    list = { items: [fired], unread: 1 };
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    FakeSocket.latest().open();
    FakeSocket.latest().send({ type: 'tick', ticks: [] });
    FakeSocket.latest().send({ type: 'notification', notification: fired });
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    await user.click(bell);
    expect(await screen.findByText('Gold above $2,100.00')).toBeInTheDocument();
    expect(screen.getByText('Gold reached $2,101.20.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark “Gold above $2,100.00” read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/notifications/7/read')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
