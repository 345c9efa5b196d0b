import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeTicks } from '@/lib/market/apply-ticks';
import { FakeSocket, tickMessage } from '@/testing/test-socket';
import { SYMBOLS, TIMEFRAMES } from '@/lib/market/types';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import TradingPage from '@/features/trading/pages/trading-page';

const charts = vi.hoisted(() => {
  const series: { type: string; setData: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn> }[] = [];
  const chart = {
    addSeries: vi.fn((definition: { type: string }) => {
      const s = { type: definition.type, setData: vi.fn(), update: vi.fn() };
      series.push(s);
      return s;
    }),
    removeSeries: vi.fn(),
    remove: vi.fn(),
    applyOptions: vi.fn(),
    timeScale: () => ({ fitContent: vi.fn(), setVisibleLogicalRange: vi.fn() }),
  };
  return { chart, series, latest: () => series[series.length - 1] };
});

vi.mock('lightweight-charts', () => ({
  createChart: () => charts.chart,
  ColorType: { Solid: 'solid' },
  LineSeries: { type: 'Line' },
  CandlestickSeries: { type: 'Candlestick' },
  BarSeries: { type: 'Bar' },
  AreaSeries: { type: 'Area' },
}));

// 10:00 UTC, and the tick below at 10:30 falls in the same hour.
const hour = Date.UTC(2024, 0, 1, 10) / 1000;
const candles = [
  { time: hour - 3600, open: 2040, high: 2045, low: 2038, close: 2044 },
  { time: hour, open: 2044, high: 2048, low: 2042, close: 2046 },
];

function routes() {
  const table: Record<string, Response> = {
    'GET /api/auth/user': jsonResponse(makeUser({ role: 'gold_trader', kycStatus: null })),
    'GET /api/real-time-prices': jsonResponse(mergeTicks(undefined, tickMessage())),
  };
  for (const { symbol } of SYMBOLS) {
    for (const tf of TIMEFRAMES) table[`GET /api/chart-data/${symbol}/${tf}`] = jsonResponse(candles);
  }
  return table;
}

const requested = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('TradingPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    charts.series.length = 0;
    charts.chart.addSeries.mockClear();
  });

  it('shows a spinner until the user is known, then the account and the 1h candlestick chart', async () => {
    const fetchMock = mockFetch(routes());
    renderWithApp(<TradingPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(await screen.findAllByText('Not Started', {}, { timeout: 5000 })).toHaveLength(2);
    await screen.findByRole('heading', { name: 'Professional Trading Platform' });

    expect(screen.getByRole('button', { name: '1h' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Candlestick' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(charts.latest().setData).toHaveBeenLastCalledWith(
        expect.arrayContaining([expect.objectContaining(candles[1])]),
      ),
    );
    expect(charts.latest().type).toBe('Candlestick');
    expect(requested(fetchMock)).toContain('/api/chart-data/XAUUSD/1h');
    expect(screen.getByText('Gold Trader')).toBeInTheDocument();
  });

  it('refetches candles when the timeframe or symbol changes', async () => {
    const fetchMock = mockFetch(routes());
    const user = userEvent.setup();
    renderWithApp(<TradingPage />);
    await user.click(await screen.findByRole('button', { name: '4h' }));
    await waitFor(() => expect(requested(fetchMock)).toContain('/api/chart-data/XAUUSD/4h'));
    await user.selectOptions(screen.getByLabelText('Symbol'), 'XPTUSD');
    await waitFor(() => expect(requested(fetchMock)).toContain('/api/chart-data/XPTUSD/4h'));
    expect(screen.getByRole('heading', { name: /XPTUSD · Platinum\/USD/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1w' }));
    await waitFor(() => expect(requested(fetchMock)).toContain('/api/chart-data/XPTUSD/1w'));
  });

  it('switches between line, candlestick, OHLC bars and area series', async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    renderWithApp(<TradingPage />);
    await screen.findByRole('button', { name: 'Line' });
    await waitFor(() =>
      expect(charts.latest().setData).toHaveBeenCalledWith(
        expect.arrayContaining([expect.objectContaining({ open: 2044 })]),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Line' }));
    expect(charts.latest().type).toBe('Line');
    // The last close already follows the live gold price (2047 at 10:30).
    expect(charts.latest().setData).toHaveBeenLastCalledWith([
      { time: hour - 3600, value: 2044 },
      { time: hour, value: 2047 },
    ]);
    await user.click(screen.getByRole('button', { name: 'OHLC' }));
    expect(charts.latest().type).toBe('Bar');
    await user.click(screen.getByRole('button', { name: 'Area' }));
    expect(charts.latest().type).toBe('Area');
    expect(screen.getByRole('button', { name: 'Area' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves the last candle with live ticks', async () => {
    mockFetch(routes());
    renderWithApp(<TradingPage />);
    await waitFor(() =>
      expect(charts.latest()?.setData).toHaveBeenCalledWith(
        expect.arrayContaining([expect.objectContaining({ open: 2044 })]),
      ),
    );
    act(() => {
      FakeSocket.latest().open();
      FakeSocket.latest().send(tickMessage({ XAUUSD: { price: 2050 } }, { time: Date.UTC(2024, 0, 1, 10, 30) }));
    });
    await waitFor(() =>
      expect(charts.latest().update).toHaveBeenLastCalledWith({
        time: hour,
        open: 2044,
        high: 2050,
        low: 2042,
        close: 2050,
      }),
    );
    act(() =>
      FakeSocket.latest().send(tickMessage({ XAUUSD: { price: 2049 } }, { time: Date.UTC(2024, 0, 1, 11, 0, 1) })),
    );
    await waitFor(() =>
      expect(charts.latest().update).toHaveBeenLastCalledWith({
        time: hour + 3600,
        open: 2049,
        high: 2049,
        low: 2049,
        close: 2049,
      }),
    );
  });

  it('shows a stale price muted and badged in the headline and keeps it off the chart', async () => {
    mockFetch(routes());
    renderWithApp(<TradingPage />);
    await waitFor(() =>
      expect(charts.latest()?.setData).toHaveBeenCalledWith(
        expect.arrayContaining([expect.objectContaining({ open: 2044 })]),
      ),
    );
    act(() => {
      FakeSocket.latest().open();
      FakeSocket.latest().send(
        tickMessage({ XAUUSD: { price: 2050, stale: true, time: Date.UTC(2024, 0, 1, 10, 20) } }, { simulated: false }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('chart-price')).toHaveTextContent('$2,050.00'));
    expect(screen.getByTestId('chart-price')).toHaveAttribute('data-stale', 'true');
    // One badge in the chart headline, one in the gold row of the price panel.
    expect(screen.getAllByTestId('stale-badge')).toHaveLength(2);
    expect(charts.latest().update).not.toHaveBeenCalledWith(expect.objectContaining({ close: 2050 }));
  });

  it('marks the actions that are not available yet and keeps them disabled', async () => {
    mockFetch(routes());
    renderWithApp(<TradingPage />);
    expect(await screen.findByRole('button', { name: /Place Order/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Risk Management/ })).toBeDisabled();
    // The MFA card is real now (mfa-card.test.tsx).
    expect(screen.getByRole('button', { name: 'Set Up MFA' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Platform Settings/ })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: /Market Analysis/ })).toBeEnabled();
  });
});
