import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import UsersPage from '@/features/admin/pages/users-page';

const grace = makeUser({ id: 5, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
const admin = makeUser({ id: 1, email: 'admin@aurum.example', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
const detail = (user = grace) => ({
  user,
  orders: [
    {
      id: 42,
      createdAt: '2026-03-01T12:00:00Z',
      status: 'processing',
      totalAmount: '2047.00',
      paymentMethod: 'Visa •••• 4242',
      trackingNumber: null,
    },
  ],
  kyc: { status: 'pending', cases: [{ id: 9, status: 'pending', submittedAt: '2026-02-01T10:00:00Z' }] },
  sessions: [
    { id: 'abc', device: 'Firefox on Linux', ip: '10.0.0.1', createdAt: '2026-03-01T10:00:00Z', lastSeenAt: null },
  ],
  application: null,
});

function renderPage(extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/users': jsonResponse([admin, grace]),
    'GET /api/admin/users?q=grace': jsonResponse([grace]),
    'GET /api/admin/users?role=client&status=suspended': jsonResponse([]),
    'GET /api/admin/users/5': jsonResponse(detail()),
    'GET /api/admin/users/1': jsonResponse(detail(admin)),
    ...extra,
  });
  renderWithApp(<UsersPage />, { path: '/users' });
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  fetchMock.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

describe('UsersPage', () => {
  it('searches and filters on the server', async () => {
    const fetchMock = renderPage();
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), 'grace');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/admin/users?q=grace', expect.anything()));
    await waitFor(() => expect(screen.queryByText('admin@aurum.example')).not.toBeInTheDocument());
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'client');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'suspended');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
  });

  it('opens the detail with orders, KYC and sessions, and suspends with a reason', async () => {
    const fetchMock = renderPage({
      'POST /api/admin/users/5/suspend': jsonResponse({ ...grace, status: 'suspended' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(await within(dialog).findByText('#42')).toBeInTheDocument();
    expect(within(dialog).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(dialog).getByText(/Case #9/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend Grace Hopper' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Grace Hopper?' });
    await userEvent.type(within(confirm).getByLabelText('Reason (optional)'), 'Chargeback fraud');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(bodies(fetchMock, '/api/admin/users/5/suspend')).toEqual([{ reason: 'Chargeback fraud' }]),
    );
    expect(await screen.findByText('Grace Hopper was signed out everywhere.')).toBeInTheDocument();
  });

  it('changes a client into a gold trader after confirming', async () => {
    const fetchMock = renderPage({
      'POST /api/admin/users/5/role': jsonResponse({ ...grace, role: 'gold_trader' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Make Grace Hopper Gold Trader' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make Grace Hopper Gold Trader?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make Gold Trader' }));
    await waitFor(() => expect(bodies(fetchMock, '/api/admin/users/5/role')).toEqual([{ role: 'gold_trader' }]));
  });

  it('shows the server’s refusal, e.g. suspending yourself', async () => {
    renderPage({
      'POST /api/admin/users/1/suspend': jsonResponse(
        { code: 'forbidden', message: 'You cannot suspend your own account.' },
        403,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Admin' });
    expect(within(dialog).queryByRole('button', { name: /Make Ada Admin/ })).not.toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Suspend Ada Admin' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Ada Admin?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('You cannot suspend your own account.');
  });

  it('reactivates a suspended account', async () => {
    const suspended = { ...grace, status: 'suspended' as const };
    const fetchMock = renderPage({
      'GET /api/admin/users': jsonResponse([suspended]),
      'GET /api/admin/users/5': jsonResponse(detail(suspended)),
      'POST /api/admin/users/5/reactivate': jsonResponse(grace),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View Grace Hopper' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Grace Hopper' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reactivate Grace Hopper?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/admin/users/5/reactivate', expect.anything()));
    expect(await screen.findByText('Grace Hopper can sign in again.')).toBeInTheDocument();
  });
});
