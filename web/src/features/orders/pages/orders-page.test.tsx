import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeOrder } from '@/testing/shop-fixtures';
import OrdersPage from '@/features/orders/pages/orders-page';

const orders = [
  makeOrder({ id: 9, status: 'delivered', trackingNumber: '1Z999' }),
  makeOrder({ id: 8, status: 'shipped', trackingNumber: '1Z888' }),
  makeOrder({ id: 7, status: 'processing' }),
  makeOrder({ id: 6, status: 'processing' }),
  makeOrder({ id: 5, status: 'cancelled' }),
];

const detail = {
  ...makeOrder({ id: 7 }),
  subtotal: '4204.00',
  shipping: '0.00',
  tax: '336.32',
  lines: [
    {
      productId: 1,
      name: 'Gold Bar 1 oz',
      metalType: 'gold',
      quantity: 2,
      unitPrice: '2102.00',
      lineTotal: '4204.00',
      fineWeight: 1.9998,
    },
  ],
  shippingAddress: {
    firstName: 'Alex',
    lastName: 'Morgan',
    address: '1 Main St',
    city: 'New York',
    state: 'NY',
    zipCode: '10001',
    country: 'US',
  },
  history: [
    { status: 'pending', at: '2026-03-01T12:00:00.000Z', actor: 'system', note: 'Order placed' },
    { status: 'processing', at: '2026-03-01T12:01:00.000Z', actor: 'system', note: 'Payment succeeded' },
  ],
  allowedTransitions: ['shipped', 'cancelled'],
};

describe('OrdersPage', { timeout: 20_000 }, () => {
  it('counts orders by status and lists them with N/A tracking', async () => {
    mockFetch({ 'GET /api/orders': jsonResponse(orders) });
    renderWithApp(<OrdersPage />);
    expect(await screen.findByTestId('count-total-orders')).toHaveTextContent('5');
    expect(screen.getByTestId('count-delivered')).toHaveTextContent('1');
    expect(screen.getByTestId('count-in-transit')).toHaveTextContent('1');
    expect(screen.getByTestId('count-processing')).toHaveTextContent('2');
    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(5);
    expect(within(rows[2]).getByText('N/A')).toBeInTheDocument();
    expect(within(rows[0]).getByText('1Z999')).toBeInTheDocument();
  });

  it('links Export to the server CSV', async () => {
    mockFetch({ 'GET /api/orders': jsonResponse(orders) });
    renderWithApp(<OrdersPage />);
    const link = await screen.findByRole('link', { name: 'Export' });
    expect(link).toHaveAttribute('href', '/api/orders/export.csv');
    expect(link).toHaveAttribute('download');
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /api/orders': jsonResponse([]) });
    renderWithApp(<OrdersPage />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('View opens the order with lines, address and timeline', async () => {
    mockFetch({ 'GET /api/orders': jsonResponse(orders), 'GET /api/orders/7': jsonResponse(detail) });
    renderWithApp(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View order 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #7' });
    expect(await within(dialog).findByText('Gold Bar 1 oz')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 Main St/)).toBeInTheDocument();
    expect(within(dialog).getByText('Payment succeeded')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('a cancelled order says what became of its refund', async () => {
    const cancelled = {
      ...detail,
      status: 'cancelled',
      allowedTransitions: [],
      refund: {
        status: 'succeeded',
        amount: '4540.32',
        createdAt: '2026-03-02T09:00:00.000Z',
        updatedAt: '2026-03-02T09:00:01.000Z',
      },
    };
    mockFetch({ 'GET /api/orders': jsonResponse(orders), 'GET /api/orders/7': jsonResponse(cancelled) });
    renderWithApp(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View order 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #7' });
    expect(await within(dialog).findByText('Refund')).toBeInTheDocument();
    expect(within(dialog).getByText(/\$4,540\.32 was refunded to the card on/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('a refund staff paid back by bank transfer says so', async () => {
    const settled = {
      ...detail,
      status: 'cancelled',
      allowedTransitions: [],
      refund: {
        status: 'settled',
        amount: '4540.32',
        createdAt: '2026-03-02T09:00:00.000Z',
        updatedAt: '2026-03-04T10:00:00.000Z',
      },
    };
    mockFetch({ 'GET /api/orders': jsonResponse(orders), 'GET /api/orders/7': jsonResponse(settled) });
    renderWithApp(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View order 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #7' });
    expect(await within(dialog).findByText(/\$4,540\.32 was paid back to you by bank transfer on/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/failed/)).not.toBeInTheDocument();
  });

  it('an order without a refund shows no refund section', async () => {
    mockFetch({
      'GET /api/orders': jsonResponse(orders),
      'GET /api/orders/7': jsonResponse({ ...detail, refund: null }),
    });
    renderWithApp(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View order 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #7' });
    expect(await within(dialog).findByText('Gold Bar 1 oz')).toBeInTheDocument();
    expect(within(dialog).queryByText('Refund')).not.toBeInTheDocument();
  });

  it('lets a trader ship an order with a tracking number', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': jsonResponse(makeUser({ role: 'gold_trader' })),
      'GET /api/orders/manage': jsonResponse([makeOrder({ id: 7, buyerName: 'Demo Client' })]),
      'GET /api/orders/7': jsonResponse(detail),
      'POST /api/orders/7/status': jsonResponse({
        ...detail,
        status: 'shipped',
        trackingNumber: '1Z1',
        allowedTransitions: ['delivered'],
      }),
    });
    renderWithApp(<OrdersPage />);
    expect(await screen.findByRole('heading', { name: 'Manage Orders' })).toBeInTheDocument();
    expect(await screen.findByText('Demo Client')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View order 7' }));
    const ship = await screen.findByRole('button', { name: 'Mark shipped' });
    expect(ship).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Tracking number'), '1Z1');
    await userEvent.click(ship);
    expect(await screen.findByText('Order #7 is now shipped.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/orders/7/status')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ status: 'shipped', trackingNumber: '1Z1' });
  });
});
