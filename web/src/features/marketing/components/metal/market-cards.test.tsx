import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metalContent } from '../../content/metal-content';
import { MarketCards } from './market-cards';

function renderCards(metal: 'gold' | 'silver') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MarketCards metal={metal} content={metalContent[metal]} />
    </QueryClientProvider>,
  );
}

/** GET /api/real-time-prices as the server sends it (gold and silver are enough here). */
function feed(simulated: boolean | undefined, stale?: boolean) {
  const exchange = simulated ? 'Aurum Simulated' : 'Example Exchange';
  const rows = [
    {
      name: 'Gold',
      symbol: 'XAUUSD',
      exchange,
      price: 2310.55,
      change: 5.2,
      changePercent: 0.23,
      high24h: 2320,
      low24h: 2300,
      lastUpdate: '2024-01-01T10:30:00Z',
      simulated,
      stale,
    },
    {
      name: 'Silver',
      symbol: 'XAGUSD',
      exchange,
      price: 29.1,
      change: -0.1,
      changePercent: -0.34,
      high24h: 29.5,
      low24h: 28.9,
      lastUpdate: '2024-01-01T10:30:00Z',
      simulated,
    },
  ];
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(rows), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MarketCards', () => {
  it('shows the live spot price for the page’s metal when the feed is a real provider', async () => {
    const fetchMock = feed(false);
    renderCards('silver');
    expect(await screen.findByText('Live spot price')).toBeInTheDocument();
    expect(screen.getByText('$29.10')).toBeInTheDocument();
    expect(screen.getByText('−0.34%')).toBeInTheDocument();
    expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
    expect(screen.queryByText(/simulated/i)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/real-time-prices');
  });

  it('never calls a stale provider price live', async () => {
    feed(false, true);
    renderCards('gold');
    expect(
      await screen.findByText(/Last provider price, not live: No update from the price provider since/),
    ).toBeInTheDocument();
    expect(screen.getByText('$2,310.55')).toBeInTheDocument();
    expect(screen.queryByText('Live spot price')).not.toBeInTheDocument();
    expect(screen.getAllByText(/· stale/).length).toBe(3);
  });

  it('labels prices from the simulated feed “Simulated prices” and never calls them live', async () => {
    feed(true);
    renderCards('gold');
    expect(await screen.findByText('Simulated prices')).toBeInTheDocument();
    expect(screen.getByText(/not live market data/)).toBeInTheDocument();
    expect(screen.getByText('$2,310.55')).toBeInTheDocument();
    expect(screen.getByText('+5.20 USD')).toBeInTheDocument();
    expect(screen.getAllByText(/· simulated/)).toHaveLength(3);
    expect(screen.queryByText('Live spot price')).not.toBeInTheDocument();
    expect(screen.queryByText(/Illustrative/)).not.toBeInTheDocument();
  });

  it('does not call prices live when the feed does not say where they come from', async () => {
    feed(undefined);
    renderCards('gold');
    expect(await screen.findByText('Spot price from the price feed')).toBeInTheDocument();
    expect(screen.getByText('$2,310.55')).toBeInTheDocument();
    expect(screen.queryByText('Live spot price')).not.toBeInTheDocument();
  });

  it('falls back to clearly labelled illustrative figures', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    renderCards('gold');
    expect(await screen.findByText(/Illustrative figures/)).toBeInTheDocument();
    expect(screen.getByText('$2,047.00')).toBeInTheDocument();
    expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
    expect(screen.queryByText('Live spot price')).not.toBeInTheDocument();
  });
});
