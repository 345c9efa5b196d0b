import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeSocket, realTimeRows } from '@/testing/test-socket';
import { jsonResponse, makeUser, mockFetch, renderWithApp, waitForPriceFeed } from '@/testing/test-utils';
import { ClientDashboard } from '@/features/dashboard/components/client-dashboard';

function renderDashboard(simulated: boolean) {
  mockFetch({
    'GET /api/portfolio/summary': jsonResponse({ totalValue: '4093.59', monthlyPnl: '-110.41', itemCount: 2 }),
    'GET /api/portfolio': jsonResponse([
      {
        metalType: 'gold',
        quantity: 1.9998,
        totalValue: '4093.59',
        costBasis: '4204.00',
        gainLoss: '-110.41',
        spotPrice: '2047.00',
      },
    ]),
    'GET /api/products': jsonResponse([]),
    'GET /api/orders': jsonResponse([]),
    'GET /api/real-time-prices': jsonResponse(realTimeRows(simulated)),
  });
  return renderWithApp(<ClientDashboard user={makeUser()} />, { path: '/dashboard' });
}

/** The page header: the greeting, its line and (when simulated) the label above the stat cards. */
const header = () => screen.getByRole('heading', { level: 1 }).parentElement!;

describe('ClientDashboard', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('labels the portfolio figures “Simulated prices” while the feed is simulated', async () => {
    const { client } = renderDashboard(true);
    expect(await screen.findAllByText('$4,093.59')).toHaveLength(2);
    await waitForPriceFeed(client);
    expect(await within(header()).findByText('Simulated prices')).toBeInTheDocument();
    expect(screen.getByText('This month, at simulated prices')).toBeInTheDocument();
    expect(screen.queryByText('This month, at live prices')).not.toBeInTheDocument();
  });

  it('has no simulated label for a real provider', async () => {
    const { client } = renderDashboard(false);
    expect(await screen.findAllByText('$4,093.59')).toHaveLength(2);
    await waitForPriceFeed(client);
    expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
    expect(screen.getByText('This month, at live prices')).toBeInTheDocument();
  });
});
