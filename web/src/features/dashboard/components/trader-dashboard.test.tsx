import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeSocket, realTimeRows } from '@/testing/test-socket';
import { makeOrder } from '@/testing/shop-fixtures';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import { TraderDashboard } from '@/features/dashboard/components/trader-dashboard';
import type { TraderDashboardData } from '@/features/dashboard/api/get-trader-dashboard';
import type { User } from '@/lib/auth';

function dashboard(status: Partial<TraderDashboardData['tradingStatus']> = {}): TraderDashboardData {
  return {
    tradingVolume: '12345.60',
    activeClients: 7,
    inventoryValue: '89000.00',
    monthlyProfit: '452.10',
    profitBasis: 'premium_margin',
    recentOrders: Array.from({ length: 5 }, (_, i) => makeOrder({ id: 100 - i, totalAmount: `${1000 + i}.00` })),
    tradingStatus: {
      licenseStatus: 'active',
      licenseNumber: 'TL-123456',
      complianceStatus: 'VERIFIED',
      kycStatus: 'verified',
      ...status,
    },
  };
}

function renderTrader(data: TraderDashboardData, kycStatus: User['kycStatus'] = 'verified') {
  const fetchMock = mockFetch({
    'GET /api/trader/dashboard': jsonResponse(data),
    'GET /api/real-time-prices': jsonResponse(realTimeRows(true)),
  });
  renderWithApp(<TraderDashboard user={makeUser({ role: 'gold_trader', kycStatus })} />, { path: '/dashboard' });
  return fetchMock;
}

const statusRow = (label: string) => screen.getByText(label).closest('div')!;
const card = (label: string) => screen.getByText(label).closest('.rounded-2xl') as HTMLElement;

describe('TraderDashboard', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('shows every figure from GET /api/trader/dashboard and its five recent orders', async () => {
    const fetchMock = renderTrader(dashboard());
    expect(await screen.findAllByTestId('recent-order')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1, name: 'Trading Dashboard' })).toBeInTheDocument();
    expect(within(card('Trading Volume')).getByText('$12,346')).toBeInTheDocument();
    expect(within(card('Active Clients')).getByText('7')).toBeInTheDocument();
    expect(within(card('Inventory Value')).getByText('$89,000')).toBeInTheDocument();
    expect(within(card('Monthly Profit')).getByText('$452')).toBeInTheDocument();
    expect(screen.getByText('Premium margin over spot, this month')).toBeInTheDocument();
    expect(screen.queryByText('Sample figure')).not.toBeInTheDocument();
    expect(screen.getByText('Order #100')).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([url]) => String(url));
    expect(paths).not.toContain('/api/orders/manage');
    expect(paths).not.toContain('/api/orders');
  });

  it('links the quick actions to Add Product, the invite and the offer dialogs', async () => {
    renderTrader(dashboard());
    await screen.findAllByTestId('recent-order');
    expect(screen.getByRole('link', { name: /Add Inventory/ })).toHaveAttribute('href', '/inventory?new=1');
    expect(screen.getByRole('link', { name: /Add Client/ })).toHaveAttribute('href', '/clients?invite=1');
    expect(screen.getByRole('link', { name: /Create Order/ })).toHaveAttribute('href', '/clients?offer=1');
    expect(screen.getByRole('link', { name: /Manage Inventory/ })).toHaveAttribute('href', '/inventory');
    expect(screen.getByRole('link', { name: /View Analytics/ })).toHaveAttribute('href', '/analytics');
  });

  it('shows the real licence, compliance and KYC state, not a fixed “Complete”', async () => {
    renderTrader(dashboard({ licenseStatus: 'suspended', complianceStatus: 'under_review', kycStatus: 'pending' }));
    await screen.findAllByTestId('recent-order');
    expect(within(statusRow('License Status')).getByText('Suspended')).toBeInTheDocument();
    expect(within(statusRow('License Number')).getByText('TL-123456')).toBeInTheDocument();
    expect(within(statusRow('Compliance')).getByText('Under Review')).toBeInTheDocument();
    expect(within(statusRow('KYC Status')).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Complete')).not.toBeInTheDocument();
  });

  it('reads Verified when the trader’s compliance level and identity are verified', async () => {
    renderTrader(dashboard());
    await screen.findAllByTestId('recent-order');
    expect(within(statusRow('KYC Status')).getByText('Verified')).toBeInTheDocument();
    expect(within(statusRow('Compliance')).getByText('Verified')).toBeInTheDocument();
    expect(within(statusRow('License Status')).getByText('Active')).toBeInTheDocument();
  });
});
