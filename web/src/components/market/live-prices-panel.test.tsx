import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LivePricesPanel } from '@/components/market/live-prices-panel';
import { staleTitle } from '@/lib/market/stale';
import { FakeSocket, realTimeRows as rows, tickMessage } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';

describe('LivePricesPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('shows the four metals with their 24-hour change and the simulated label', async () => {
    mockFetch({ 'GET /api/real-time-prices': jsonResponse(rows(true)) });
    renderWithApp(<LivePricesPanel />);

    const list = await screen.findByRole('list', { name: 'Metal prices' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/^(Gold|Silver|Platinum|Palladium)$/).textContent)).toEqual([
      'Gold',
      'Silver',
      'Platinum',
      'Palladium',
    ]);
    expect(within(items[0]).getByText('$2,047.00')).toBeInTheDocument();
    expect(within(items[0]).getByText(/\+12\.30 \(\+0\.60%\)/)).toHaveAttribute('data-direction', 'up');
    expect(within(items[1]).getByText(/-0\.10 \(-0\.41%\)/)).toHaveAttribute('data-direction', 'down');
    expect(within(items[2]).getByText(/0\.00 \(0\.00%\)/)).toHaveAttribute('data-direction', 'flat');
    expect(screen.getByText('Simulated prices')).toBeInTheDocument();
  });

  it('has no simulated label for a real provider', async () => {
    mockFetch({ 'GET /api/real-time-prices': jsonResponse(rows(false)) });
    renderWithApp(<LivePricesPanel />);
    await screen.findByText('$2,047.00');
    expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
  });

  it('moves with WebSocket ticks and flashes the direction of each move', async () => {
    mockFetch({ 'GET /api/real-time-prices': jsonResponse(rows(true)) });
    renderWithApp(<LivePricesPanel />);
    await screen.findByText('$2,047.00');
    const socket = FakeSocket.latest();
    expect(socket.url).toMatch(/^ws:\/\/.+\/api\/ws$/);

    act(() => {
      socket.open();
      socket.send(tickMessage({ XAUUSD: { price: 2049.5, change: 14.8, changePercent: 0.73 } }));
    });
    // Query notifications are batched onto a timer, hence the async finds.
    const gold = await screen.findByText('$2,049.50');
    expect(gold).toHaveAttribute('data-flash', 'up');
    expect(screen.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');

    act(() => socket.send(tickMessage({ XAUUSD: { price: 2040, change: -7, changePercent: -0.34 } })));
    expect(await screen.findByText('$2,040.00')).toHaveAttribute('data-flash', 'down');
    expect(screen.getByText(/-7\.00 \(-0\.34%\)/)).toHaveAttribute('data-direction', 'down');
  });

  it('marks a stale metal with a muted price and a badge saying since when', async () => {
    const stale = rows(false).map((r) =>
      r.symbol === 'XAGUSD' ? { ...r, stale: true, lastUpdate: '2024-01-01T09:00:00.000Z' } : r,
    );
    mockFetch({ 'GET /api/real-time-prices': jsonResponse(stale) });
    renderWithApp(<LivePricesPanel />);

    const list = await screen.findByRole('list', { name: 'Metal prices' }, { timeout: 5000 });
    const [gold, silver] = within(list).getAllByRole('listitem');
    const badge = within(silver).getByTestId('stale-badge');
    expect(badge).toHaveTextContent('Stale');
    expect(badge).toHaveAttribute('title', staleTitle('2024-01-01T09:00:00.000Z'));
    expect(badge.getAttribute('title')).toMatch(/^No update from the price provider since .*2024/);
    expect(within(silver).getByTestId('price-value')).toHaveAttribute('data-stale', 'true');
    expect(within(silver).getByTestId('price-value')).toHaveClass('text-stone-500');
    expect(within(gold).queryByTestId('stale-badge')).not.toBeInTheDocument();
    expect(within(gold).getByTestId('price-value')).not.toHaveAttribute('data-stale');
  });

  it('never flashes a stale price as a move, and flashes again once it is live', async () => {
    mockFetch({ 'GET /api/real-time-prices': jsonResponse(rows(false)) });
    renderWithApp(<LivePricesPanel />);
    await screen.findByText('$2,047.00');
    const socket = FakeSocket.latest();

    act(() => {
      socket.open();
      socket.send(tickMessage({ XAUUSD: { price: 2049.5, stale: true } }, { simulated: false }));
    });
    const frozen = await screen.findByText('$2,049.50');
    expect(frozen).not.toHaveAttribute('data-flash');
    expect(frozen).toHaveAttribute('data-stale', 'true');
    expect(screen.getByTestId('stale-badge')).toBeInTheDocument();

    act(() => socket.send(tickMessage({ XAUUSD: { price: 2050 } }, { simulated: false })));
    const live = await screen.findByText('$2,050.00');
    expect(live).toHaveAttribute('data-flash', 'up');
    expect(screen.queryByTestId('stale-badge')).not.toBeInTheDocument();
  });

  it('says when the connection dropped and it falls back to polling', async () => {
    mockFetch({ 'GET /api/real-time-prices': jsonResponse(rows(true)) });
    renderWithApp(<LivePricesPanel />);
    await screen.findByText('$2,047.00');
    act(() => FakeSocket.latest().drop());
    expect(screen.getByTestId('feed-status')).toHaveTextContent('Reconnecting');
  });
});
