import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeOrder } from '@/testing/shop-fixtures';
import { ManageOrders } from '@/features/orders/components/manage-orders';

const orders = [
  makeOrder({ id: 7, buyerName: 'Demo Client', sellerId: 2, sellerName: 'Aurum Demo Bullion', status: 'processing' }),
  makeOrder({ id: 8, buyerName: 'Grace Hopper', sellerId: null, sellerName: 'Aurum', status: 'delivered' }),
];
const traders = [
  {
    user: { id: 2, firstName: 'Demo', lastName: 'Trader', status: 'active' },
    companyName: 'Aurum Demo Bullion',
    decision: 'approved',
  },
  {
    user: { id: 9, firstName: 'Rex', lastName: 'Ray', status: 'pending_approval' },
    companyName: 'Rex Gold',
    decision: 'rejected',
  },
];

describe('ManageOrders (admin)', () => {
  it('shows seller and buyer columns and filters by seller, search and status', async () => {
    const fetchMock = mockFetch({
      'GET /api/orders/manage': jsonResponse(orders),
      'GET /api/admin/traders': jsonResponse(traders),
      'GET /api/orders/manage?sellerId=2': jsonResponse([orders[0]]),
      'GET /api/orders/manage?sellerId=2&q=demo': jsonResponse([orders[0]]),
    });
    renderWithApp(<ManageOrders isAdmin />, { path: '/orders' });
    expect(await screen.findByRole('cell', { name: 'Aurum Demo Bullion' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Seller' })).toBeInTheDocument();
    expect(screen.getByText('Aurum (house)')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();

    const seller = screen.getByRole('combobox', { name: 'Seller' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Aurum Demo Bullion' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Rex Gold' })).not.toBeInTheDocument();
    await userEvent.selectOptions(seller, '2');
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'demo');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/orders/manage?sellerId=2&q=demo', expect.anything()),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'delivered');
    expect(await screen.findByText('No orders to manage')).toBeInTheDocument();
  });

  it('gives traders no seller filter', async () => {
    mockFetch({ 'GET /api/orders/manage': jsonResponse([orders[0]]) });
    renderWithApp(<ManageOrders isAdmin={false} />, { path: '/orders' });
    expect(await screen.findByText('Demo Client')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Seller' })).not.toBeInTheDocument();
  });
});
