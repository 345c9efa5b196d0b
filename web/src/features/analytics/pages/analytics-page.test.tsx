import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import type { TraderAnalytics } from '@/features/analytics/api/analytics-keys';
import AnalyticsPage from '@/features/analytics/pages/analytics-page';

const chart = vi.hoisted(() => {
  const setData = vi.fn();
  return {
    setData,
    chart: {
      addSeries: vi.fn(() => ({ setData })),
      remove: vi.fn(),
      timeScale: () => ({ fitContent: vi.fn() }),
    },
  };
});

vi.mock('lightweight-charts', () => ({
  createChart: () => chart.chart,
  ColorType: { Solid: 'solid' },
  HistogramSeries: { type: 'Histogram' },
}));

function makeAnalytics(overrides: Partial<TraderAnalytics> = {}): TraderAnalytics {
  return {
    range: '30d',
    revenue: '12000.00',
    orders: 8,
    averageOrderValue: '1500.00',
    unitsByMetal: { gold: 5, silver: 40, platinum: 1, palladium: 0 },
    series: [
      { date: '2026-03-01', revenue: '0.00' },
      { date: '2026-03-02', revenue: '12000.00' },
    ],
    topProducts: [
      { productId: 1, name: 'Gold Bar 1 oz', units: 5, revenue: '10500.00' },
      { productId: 2, name: 'Silver Coin 1 oz', units: 40, revenue: '1500.00' },
    ],
    repeatClientRate: 0.25,
    previous: { revenue: '10000.00', orders: 10, averageOrderValue: '0.00' },
    ...overrides,
  };
}

const trader = () => jsonResponse(makeUser({ role: 'gold_trader' }));

describe('AnalyticsPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    chart.setData.mockClear();
  });

  it('shows the cards with their change against the previous period, the chart and top products', async () => {
    mockFetch({
      'GET /api/auth/user': trader(),
      'GET /api/trader/analytics?range=30d': jsonResponse(makeAnalytics()),
    });
    renderWithApp(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByText('$12,000.00')).toBeInTheDocument();
    const [revenue, orders, aov, repeat] = screen.getAllByTestId('analytics-stat');
    expect(within(revenue).getByText('+20.0% vs previous period')).toHaveAttribute('data-direction', 'up');
    expect(within(orders).getByText('8')).toBeInTheDocument();
    expect(within(orders).getByText('-20.0% vs previous period')).toHaveAttribute('data-direction', 'down');
    expect(within(aov).getByText('No previous data')).toBeInTheDocument();
    expect(within(repeat).getByText('25.0%')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveValue('30d');
    expect(await screen.findByRole('img', { name: 'Revenue per day' })).toBeInTheDocument();
    await waitFor(() => expect(chart.setData).toHaveBeenCalled());
    expect(chart.setData.mock.calls[0][0]).toEqual([
      { time: '2026-03-01', value: 0 },
      { time: '2026-03-02', value: 12000 },
    ]);
    const rows = screen.getAllByTestId('top-product');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Gold Bar 1 oz')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$10,500.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('units-silver')).getByText('40 units')).toBeInTheDocument();
  });

  it('switches the range into the URL and loads its figures (months for a year)', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': trader(),
      'GET /api/trader/analytics?range=30d': jsonResponse(makeAnalytics()),
      'GET /api/trader/analytics?range=1y': jsonResponse(
        makeAnalytics({
          range: '1y',
          revenue: '99000.00',
          series: [
            { date: '2025-04', revenue: '1000.00' },
            { date: '2025-05', revenue: '98000.00' },
          ],
        }),
      ),
    });
    renderWithApp(<AnalyticsPage />, { path: '/analytics' });
    await screen.findByText('$12,000.00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), '1y');
    expect(await screen.findByText('$99,000.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Revenue per month' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/trader/analytics?range=1y');
    await waitFor(() =>
      expect(chart.setData.mock.calls.at(-1)?.[0]).toEqual([
        { time: '2025-04-01', value: 1000 },
        { time: '2025-05-01', value: 98000 },
      ]),
    );
  });

  it('reads the range from the URL; an admin is told the figures are platform-wide', async () => {
    mockFetch({
      'GET /api/auth/user': jsonResponse(makeUser({ role: 'admin' })),
      'GET /api/trader/analytics?range=7d': jsonResponse(makeAnalytics({ range: '7d' })),
    });
    renderWithApp(<AnalyticsPage />, { path: '/analytics?range=7d' });
    expect(await screen.findByText('$12,000.00')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveValue('7d');
    expect(await screen.findByText('Platform-wide: the paid orders of every seller.')).toBeInTheDocument();
  });

  it('shows the empty state when there are no sales', async () => {
    mockFetch({
      'GET /api/auth/user': trader(),
      'GET /api/trader/analytics?range=30d': jsonResponse(
        makeAnalytics({
          revenue: '0.00',
          orders: 0,
          averageOrderValue: '0.00',
          repeatClientRate: 0,
          topProducts: [],
          unitsByMetal: { gold: 0, silver: 0, platinum: 0, palladium: 0 },
          previous: { revenue: '0.00', orders: 0, averageOrderValue: '0.00' },
        }),
      ),
    });
    renderWithApp(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByText('No sales in this period')).toBeInTheDocument();
    expect(screen.getAllByText('No previous data')).toHaveLength(3);
    expect(screen.queryByTestId('top-product')).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded', async () => {
    mockFetch({
      'GET /api/auth/user': trader(),
      'GET /api/trader/analytics?range=30d': jsonResponse({ code: 'forbidden', message: 'Forbidden' }, 403),
    });
    renderWithApp(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the analytics. Forbidden');
  });
});
