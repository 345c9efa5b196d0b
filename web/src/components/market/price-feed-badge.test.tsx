import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceFeedBadge } from '@/components/market/price-feed-badge';
import { realTimeRows as rows } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';

describe('PriceFeedBadge', () => {
  it('holds its place with an invisible, unread badge until the prices arrive', () => {
    mockFetch({ 'GET /api/real-time-prices': () => new Promise<Response>(() => {}) });
    const { container } = renderWithApp(<PriceFeedBadge className="mt-2" />);
    expect(container.firstElementChild).toHaveClass('mt-2', 'min-h-6');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveClass('invisible');
    expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
    expect(screen.queryByText('Live prices')).not.toBeInTheDocument();
  });

  it('labels a simulated feed', async () => {
    mockFetch({ 'GET /api/real-time-prices': jsonResponse(rows(true)) });
    renderWithApp(<PriceFeedBadge />);
    expect(await screen.findByText('Simulated prices')).toBeVisible();
    expect(screen.queryByText('Live prices')).not.toBeInTheDocument();
  });

  it('labels a market data provider as live', async () => {
    mockFetch({ 'GET /api/real-time-prices': jsonResponse(rows(false)) });
    renderWithApp(<PriceFeedBadge />);
    expect(await screen.findByText('Live prices')).toBeVisible();
    expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
  });
});
