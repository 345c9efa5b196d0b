import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { FakeSocket } from '@/testing/test-socket';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { activateLocale } from '@/i18n';

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
  afterEach(async () => {
    await activateLocale('en', { remember: false });
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

  it("fetches the list again at each connection's first frame, for a notification fired while it connected", async () => {
    let list = { items: [] as (typeof fired)[], unread: 0 };
    const fetchMock = mockFetch({ 'GET /api/notifications': () => jsonResponse(list) });
    renderWithApp(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    const fetches = () => fetchMock.mock.calls.filter(([url]) => url === '/api/notifications').length;
    const before = fetches();

    // Fired after the first fetch, before the server registered the connection: never pushed.
    list = { items: [fired], unread: 1 };
    FakeSocket.latest().open();
    expect(fetches()).toBe(before);
    FakeSocket.latest().send({ type: 'tick', ticks: [] });
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    // Later price frames do not fetch it again.
    const after = fetches();
    FakeSocket.latest().send({ type: 'tick', ticks: [] });
    FakeSocket.latest().send({ type: 'tick', ticks: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches()).toBe(after);
  });

  it('fetches the list again in the language the menu switches to (the server renders the texts)', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/notifications': (_url: string, init?: RequestInit) => {
        const language = (init?.headers as Record<string, string> | undefined)?.['Accept-Language'] ?? '';
        asked.push(language);
        const title = language === 'fr' ? 'Commande n° 12 passée' : 'Order #12 placed';
        return jsonResponse({ items: [{ ...fired, kind: 'order_status', title }], unread: 1 });
      },
    });
    renderWithApp(<NotificationBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Order #12 placed')).toBeInTheDocument();
    // The whole tree renders again in French (LanguageProvider), the popover closed.
    await act(() => activateLocale('fr', { remember: false }));
    await waitFor(() => expect(asked).toEqual(['en', 'fr']));
    await user.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByText('Commande n° 12 passée')).toBeInTheDocument();
  });
});
