import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedStatusIndicator } from '@/components/market/feed-status';
import { PriceRow } from '@/components/market/price-row';
import { activateLocale } from '@/i18n';
import { setDisplayPreferences } from '@/lib/format';
import { displayPreferencesFrom } from '@/lib/preferred-date';
import { realTimeRows } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';

const [gold, silver] = realTimeRows(true);

describe('market rows in the reader language and currency', { timeout: 20_000 }, () => {
  afterEach(async () => {
    setDisplayPreferences(null);
    await activateLocale('en', { remember: false });
  });

  it('says the direction of a move and the connection state in German', async () => {
    await activateLocale('de', { remember: false });
    mockFetch({});
    renderWithApp(
      <>
        <PriceRow price={gold} />
        <PriceRow price={silver} />
        <FeedStatusIndicator status="polling" />
      </>,
    );
    expect(screen.getByText('gestiegen', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('gefallen', { exact: false })).toBeInTheDocument();
    const status = screen.getByTestId('feed-status');
    expect(status).toHaveTextContent('Verbindung wird wiederhergestellt…');
    expect(status.title).toMatch(/^Die Live-Verbindung ist abgebrochen/);
  });

  it('shows the 24-hour range in the display currency', async () => {
    setDisplayPreferences(
      displayPreferencesFrom({ language: 'en', currency: 'EUR', dateFormat: 'MM/DD/YYYY', timezone: 'UTC-5' }),
    );
    mockFetch({
      'GET /api/fx-rates': jsonResponse({
        base: 'USD',
        rates: { USD: '1.000000', EUR: '0.500000', GBP: '0.800000', JPY: '150.000000' },
        simulated: true,
        source: 'Aurum Simulated',
        updatedAt: '2024-01-01T10:30:00Z',
      }),
    });
    renderWithApp(<PriceRow price={gold} showRange />);
    // 2050 and 2030 USD at 0.5 EUR per USD.
    expect(await screen.findByText('H €1,025.00 · L €1,015.00')).toBeInTheDocument();
  });
});
