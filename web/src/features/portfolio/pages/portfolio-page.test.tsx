import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realTimeRows } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp, waitForPriceFeed } from '@/testing/test-utils';
import PortfolioPage from '@/features/portfolio/pages/portfolio-page';

function renderPortfolio(simulated: boolean, historyBasis: 'cost' | 'close' = 'cost') {
  mockFetch({
    'GET /api/portfolio/summary': jsonResponse({
      totalValue: '4093.59',
      costBasis: '4204.00',
      gainLoss: '-110.41',
      gainLossPercent: '-2.63',
      itemCount: 2,
      monthlyPnl: '-110.41',
      allocation: [{ metalType: 'gold', totalValue: '4093.59', percent: '100.00' }],
      historyBasis,
      history: [{ date: '2026-03-01', value: '4204.00' }],
    }),
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
    'GET /api/transactions': jsonResponse([]),
    'GET /api/real-time-prices': jsonResponse(realTimeRows(simulated)),
  });
  return renderWithApp(<PortfolioPage />, { path: '/portfolio' });
}

describe('PortfolioPage', { timeout: 20_000 }, () => {
  it('labels the valuation “Simulated prices” while the feed is simulated', async () => {
    const { client } = renderPortfolio(true);
    expect(await screen.findByRole('heading', { name: 'Portfolio Overview' })).toBeInTheDocument();
    await waitForPriceFeed(client);
    expect(await screen.findByText('Simulated prices')).toBeInTheDocument();
    expect(screen.getByText('Your metal holdings valued at the simulated spot price.')).toBeInTheDocument();
    expect(screen.getByText('$2,047.00/oz')).toBeInTheDocument();
  });

  it('has no simulated label for a real provider', async () => {
    const { client } = renderPortfolio(false);
    expect(await screen.findByRole('heading', { name: 'Portfolio Overview' })).toBeInTheDocument();
    await waitForPriceFeed(client);
    expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
    expect(screen.getByText('Your metal holdings valued at the live spot price.')).toBeInTheDocument();
  });

  it('says the chart is at daily closes, and at simulated prices while the feed is simulated', async () => {
    const user = userEvent.setup();
    const { client } = renderPortfolio(true, 'close');
    expect(await screen.findByRole('heading', { name: 'Portfolio Overview' })).toBeInTheDocument();
    await waitForPriceFeed(client);
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(
      await screen.findByText('Daily closing value of your holdings, at simulated prices (demo feed).'),
    ).toBeInTheDocument();
  });
});
