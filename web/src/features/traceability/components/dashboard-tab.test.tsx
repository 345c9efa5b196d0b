import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { DashboardTab } from './dashboard-tab';

const stats = {
  totalScans: 4,
  verifiedProducts: 3,
  trustScore: 92.2,
  favoriteDealer: 'Aurum Demo Dealer',
  recentScans: [
    {
      id: 7,
      serialNumber: 'AG-2024-005678',
      productName: 'Silver Coin',
      status: 'warning',
      trustScore: 64,
      certificationBody: 'LBMA',
      scanDate: '2026-11-20T10:00:00Z',
      scanLocation: 'New York',
      facility: 'Vault',
      matched: true,
    },
  ],
};

describe('DashboardTab', { timeout: 20_000 }, () => {
  it('draws AI Insights from the user’s scans and opens the other tabs from Quick Actions', async () => {
    mockFetch({ 'GET /api/provenance/my-scans': jsonResponse(stats) });
    const onOpen = vi.fn();
    renderWithApp(<DashboardTab onOpen={onOpen} />);
    const insights = await screen.findByTestId('ai-insights');
    expect(insights).toHaveTextContent(
      '3 of 4 scanned products are verified authentic; check the others before buying or selling.',
    );
    expect(insights).toHaveTextContent('1 recent scan needs attention: AG-2024-005678.');
    expect(insights).toHaveTextContent('Your average trust score is 92%: excellent provenance.');
    expect(insights).toHaveTextContent('Most of your scanned items come from Aurum Demo Dealer.');
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Ask the AI Assistant' }));
    await userEvent.click(within(actions).getByRole('button', { name: 'Scan a Product' }));
    expect(onOpen.mock.calls).toEqual([['assistant'], ['scanner']]);
  });
});
