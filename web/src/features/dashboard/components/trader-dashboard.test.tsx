import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeSocket, realTimeRows } from '@/testing/test-socket';
import { makeOrder } from '@/testing/shop-fixtures';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import { TraderDashboard } from '@/features/dashboard/components/trader-dashboard';
import type { User } from '@/lib/auth';

function renderTrader(kycStatus: User['kycStatus']) {
  const fetchMock = mockFetch({
    'GET /api/orders/manage': jsonResponse(
      Array.from({ length: 7 }, (_, i) => makeOrder({ id: 100 - i, totalAmount: `${1000 + i}.00` })),
    ),
    'GET /api/real-time-prices': jsonResponse(realTimeRows(true)),
  });
  renderWithApp(<TraderDashboard user={makeUser({ role: 'gold_trader', kycStatus })} />, { path: '/dashboard' });
  return fetchMock;
}

const statusRow = (label: string) => screen.getByText(label).closest('div')!;

describe('TraderDashboard', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('lists the five latest orders holding the trader’s products', async () => {
    const fetchMock = renderTrader('verified');
    expect(await screen.findAllByTestId('recent-order')).toHaveLength(5);
    expect(screen.getByText('Order #100')).toBeInTheDocument();
    expect(screen.queryByText('Order #95')).not.toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([url]) => String(url));
    expect(paths).toContain('/api/orders/manage');
    expect(paths).not.toContain('/api/orders');
  });

  it('shows the account’s real KYC state, not a fixed “Complete”', async () => {
    renderTrader('pending');
    await screen.findAllByTestId('recent-order');
    expect(within(statusRow('KYC Status')).getByText('Pending')).toBeInTheDocument();
    expect(within(statusRow('Compliance')).getByText('Not yet verified')).toBeInTheDocument();
    expect(within(statusRow('License Status')).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Complete')).not.toBeInTheDocument();
  });

  it('reads Verified when the trader’s identity is verified', async () => {
    renderTrader('verified');
    await screen.findAllByTestId('recent-order');
    expect(within(statusRow('KYC Status')).getByText('Verified')).toBeInTheDocument();
    expect(within(statusRow('Compliance')).getByText('Verified')).toBeInTheDocument();
  });
});
