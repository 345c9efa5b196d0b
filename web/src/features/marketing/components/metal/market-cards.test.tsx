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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MarketCards', () => {
  it('shows the live spot price for the page’s metal when the feed answers', async () => {
    const prices = [
      { id: 1, metalType: 'gold', price: '2310.55', change: '+5.20', changePercent: '0.23' },
      { id: 2, metalType: 'silver', price: '29.10', change: '-0.10', changePercent: '-0.34' },
    ];
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(prices), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderCards('silver');
    expect(await screen.findByText('Live spot price')).toBeInTheDocument();
    expect(screen.getByText('$29.10')).toBeInTheDocument();
    expect(screen.getByText('−0.34%')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/market-prices');
  });

  it('falls back to clearly labelled illustrative figures', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    renderCards('gold');
    expect(await screen.findByText(/Illustrative figures/)).toBeInTheDocument();
    expect(screen.getByText('$2,047.00')).toBeInTheDocument();
  });
});
