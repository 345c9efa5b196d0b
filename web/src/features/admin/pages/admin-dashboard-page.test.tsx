import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import AdminDashboardPage from '@/features/admin/pages/admin-dashboard-page';

const dashboard = {
  usersByRole: { client: 12, gold_trader: 3, admin: 1 },
  usersByStatus: { active: 14, pending_approval: 1, suspended: 1 },
  pendingTraderApplications: 2,
  pendingKyc: 4,
  openComplianceReports: 5,
  failedRefunds: 3,
  ordersToday: 7,
  revenueToday: '12345.60',
  feed: { source: 'simulated', simulated: true, stale: false, lastTickAt: '2026-03-01T12:00:00Z' },
};

function figure(label: string) {
  return screen.getAllByTestId('admin-figure').find((card) => within(card).queryByText(label))!;
}

describe('AdminDashboardPage', () => {
  it('shows the platform figures with links to the work waiting', async () => {
    mockFetch({ 'GET /api/admin/dashboard': jsonResponse(dashboard) });
    renderWithApp(<AdminDashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findAllByTestId('admin-figure');
    expect(within(figure('Pending trader applications')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Pending trader applications')).getByRole('link')).toHaveAttribute('href', '/traders');
    expect(within(figure('Pending KYC cases')).getByText('4')).toBeInTheDocument();
    expect(within(figure('Pending KYC cases')).getByRole('link')).toHaveAttribute('href', '/kyc-review');
    expect(within(figure('Open compliance reports')).getByRole('link')).toHaveAttribute('href', '/compliance-reports');
    expect(within(figure('Failed refunds')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Failed refunds')).getByRole('link', { name: /Review refunds/ })).toHaveAttribute(
      'href',
      '/refunds',
    );
    expect(within(figure('Orders today')).getByText('7')).toBeInTheDocument();
    expect(within(figure('Revenue today (UTC)')).getByText('$12,345.60')).toBeInTheDocument();
    expect(within(figure('Users')).getByText('16')).toBeInTheDocument();
    const byRole = screen.getByRole('heading', { name: 'Users by role' }).closest('div')!.parentElement!;
    expect(within(byRole).getByText('Gold Trader').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Simulated')).toBeInTheDocument();
    expect(screen.getByText('Prices are current.')).toBeInTheDocument();
  });

  it('warns when the price feed is stale', async () => {
    mockFetch({
      'GET /api/admin/dashboard': jsonResponse({
        ...dashboard,
        feed: { source: 'metals-api', simulated: false, stale: true, lastTickAt: null },
      }),
    });
    renderWithApp(<AdminDashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText(/Prices are stale/)).toBeInTheDocument();
    expect(screen.getByText('metals-api')).toBeInTheDocument();
    expect(screen.queryByText('Simulated')).not.toBeInTheDocument();
    expect(screen.getByText('No tick received yet.')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    mockFetch({ 'GET /api/admin/dashboard': jsonResponse({ code: 'forbidden', message: 'Admins only' }, 403) });
    renderWithApp(<AdminDashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  });
});
