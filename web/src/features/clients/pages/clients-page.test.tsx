import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeOrder, makeProduct } from '@/testing/shop-fixtures';
import type { Offer, TraderClient } from '@/features/clients/api/client-keys';
import ClientsPage from '@/features/clients/pages/clients-page';

const ada: TraderClient = {
  id: 5,
  name: 'Ada Buyer',
  email: 'ada@example.com',
  orders: 12,
  totalValue: '30500.00',
  lastOrder: '2026-03-01T12:00:00.000Z',
  kycStatus: 'verified',
  status: 'premium',
};
const bob: TraderClient = {
  id: 6,
  name: 'Bob New',
  email: 'bob@example.com',
  orders: 0,
  totalValue: '0.00',
  lastOrder: null,
  kycStatus: null,
  status: 'new',
};

const offer: Offer = {
  id: 41,
  clientId: 5,
  clientName: 'Ada Buyer',
  traderId: 2,
  sellerName: 'Aurum Demo Trading',
  status: 'open',
  note: null,
  lines: [
    { productId: 1, name: 'Gold Bar 1 oz', metalType: 'gold', quantity: 2, unitPrice: '2102.00', lineTotal: '4204.00' },
  ],
  total: '4204.00',
  createdAt: '2026-03-01T12:00:00.000Z',
  expiresAt: '2026-03-03T12:00:00.000Z',
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, url: string) => {
  const call = fetchMock.mock.calls.find(([u, init]) => u === url && init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

function routes(extra: Record<string, Response | ((url: string, init?: RequestInit) => Response)> = {}) {
  return {
    'GET /api/auth/user': jsonResponse(makeUser({ role: 'gold_trader' })),
    'GET /api/trader/clients': jsonResponse([ada, bob]),
    'GET /api/trader/offers': jsonResponse([]),
    'GET /api/trader/invites': jsonResponse([]),
    ...extra,
  };
}

describe('ClientsPage', { timeout: 20_000 }, () => {
  it('lists the clients with value, KYC and status; search and filter go to the server', async () => {
    const fetchMock = mockFetch(
      routes({
        'GET /api/trader/clients?q=ada': jsonResponse([ada]),
        'GET /api/trader/clients?q=ada&status=inactive': jsonResponse([]),
      }),
    );
    renderWithApp(<ClientsPage />, { path: '/clients' });
    const rows = await screen.findAllByTestId('client-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Ada Buyer')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$30,500.00')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Premium')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Verified')).toBeInTheDocument();
    expect(within(rows[1]).getByText('None yet')).toBeInTheDocument();
    expect(within(rows[1]).getByText('New')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search clients by name or e-mail' }), 'ada');
    await waitFor(() => expect(screen.getAllByTestId('client-row')).toHaveLength(1));
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/trader/clients?q=ada');
    expect(urls).not.toContain('/api/trader/clients?q=a');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'inactive');
    expect(await screen.findByText('No matching clients')).toBeInTheDocument();
  });

  it('shows the empty state without clients', async () => {
    mockFetch(routes({ 'GET /api/trader/clients': jsonResponse([]) }));
    renderWithApp(<ClientsPage />, { path: '/clients' });
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
  });

  it("View opens the client's orders with this trader", async () => {
    mockFetch(
      routes({
        'GET /api/trader/clients/5/orders': jsonResponse([makeOrder({ id: 77, status: 'processing' })]),
      }),
    );
    renderWithApp(<ClientsPage />, { path: '/clients' });
    await userEvent.click(await screen.findByRole('button', { name: 'View orders of Ada Buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orders of Ada Buyer' });
    expect(await within(dialog).findByText('#77')).toBeInTheDocument();
    expect(within(dialog).getByText('Processing')).toBeInTheDocument();
  });

  it('Contact sends the message and confirms with a toast', async () => {
    const fetchMock = mockFetch(routes({ 'POST /api/trader/clients/5/messages': jsonResponse({ id: 3 }, 201) }));
    renderWithApp(<ClientsPage />, { path: '/clients' });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Ada Buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message to Ada Buyer' });
    const send = within(dialog).getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Your bars have arrived.');
    await userEvent.click(send);
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/trader/clients/5/messages')).toEqual({ text: 'Your bars have arrived.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('?invite=1 opens Add Client: a repeated e-mail reads "already invited", invites are listed', async () => {
    let invited = false;
    const fetchMock = mockFetch(
      routes({
        'GET /api/trader/invites': () =>
          jsonResponse(
            invited ? [{ id: 1, email: 'new@example.com', status: 'pending', createdAt: '2026-03-01T12:00:00Z' }] : [],
          ),
        'POST /api/trader/invites': (_url, init) => {
          const { email } = JSON.parse(String(init?.body));
          if (email === 'dup@example.com') {
            return jsonResponse({ code: 'conflict', message: 'Already invited' }, 409, 'Conflict');
          }
          invited = true;
          return jsonResponse({ id: 1, email, status: 'pending', createdAt: '2026-03-01T12:00:00Z' }, 201);
        },
      }),
    );
    renderWithApp(<ClientsPage />, { path: '/clients?invite=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    expect(await within(dialog).findByText('No invitations sent yet.')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('E-mail address');
    await userEvent.type(email, 'dup@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This e-mail address has already been invited.')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(await within(dialog).findByText('new@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/trader/invites')).toEqual({ email: 'dup@example.com' });
  });

  it('?offer=1 opens Create Order: client, products and validity go to the server; the locked prices show', async () => {
    const fetchMock = mockFetch(
      routes({
        'GET /api/products/mine?status=active': jsonResponse([
          { ...makeProduct({ id: 1, name: 'Gold Bar 1 oz' }), active: true },
          { ...makeProduct({ id: 9, name: 'Archived Coin' }), active: false },
        ]),
        'POST /api/trader/offers': jsonResponse(offer, 201),
      }),
    );
    renderWithApp(<ClientsPage />, { path: '/clients?offer=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Create Order' });
    const create = await within(dialog).findByRole('button', { name: 'Create offer' });
    expect(create).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Client'), '5');
    const product = within(dialog).getByLabelText('Product');
    expect(within(product).queryByText(/Archived Coin/)).not.toBeInTheDocument();
    await userEvent.selectOptions(product, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await userEvent.selectOptions(product, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of Gold Bar 1 oz' })).toHaveValue(2);
    await userEvent.type(within(dialog).getByLabelText('Note to the client (optional)'), 'As discussed');
    const hours = within(dialog).getByLabelText('Valid for (hours, 1–168)');
    await userEvent.clear(hours);
    await userEvent.type(hours, '200');
    expect(within(dialog).getByText('Enter a whole number of hours from 1 to 168.')).toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.clear(hours);
    await userEvent.type(hours, '24');
    await userEvent.click(create);
    expect(await screen.findByRole('dialog', { name: 'Offer #41 for Ada Buyer' })).toBeInTheDocument();
    expect(screen.getByTestId('locked-offer')).toHaveTextContent('$2,102.00');
    expect(screen.getByText('Total: $4,204.00')).toBeInTheDocument();
    expect(screen.getByText(/Prices locked until/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/trader/offers')).toEqual({
      clientId: 5,
      lines: [{ productId: 1, quantity: 2 }],
      note: 'As discussed',
      expiresInHours: 24,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/clients'));
  });

  it('lists the offers and cancels an open one', async () => {
    let cancelled = false;
    const fetchMock = mockFetch(
      routes({
        'GET /api/trader/offers': () => jsonResponse([{ ...offer, status: cancelled ? 'cancelled' : 'open' }]),
        'DELETE /api/trader/offers/41': () => {
          cancelled = true;
          return jsonResponse({ ...offer, status: 'cancelled' });
        },
      }),
    );
    renderWithApp(<ClientsPage />, { path: '/clients' });
    const row = await screen.findByTestId('offer-row');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('2 × Gold Bar 1 oz')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel offer 41' }));
    expect(await screen.findByText('Offer #41 cancelled')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('offer-row')).getByText('Cancelled')).toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([u, init]) => u === '/api/trader/offers/41' && init?.method === 'DELETE')).toBe(
      true,
    );
  });
});
