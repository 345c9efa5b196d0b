import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realTimeRows } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp, waitForPriceFeed } from '@/testing/test-utils';
import { AssistantTab, TYPING_DELAY_MS } from './assistant-tab';

const marketPrices = [
  { id: 1, metalType: 'gold', price: '2047.00', change: '+12.30', changePercent: 0.6 },
  { id: 2, metalType: 'silver', price: '24.15', change: '-0.10', changePercent: -0.41 },
];

async function askForPrices(simulated: boolean) {
  mockFetch({
    'GET /api/market-prices': jsonResponse(marketPrices),
    'GET /api/real-time-prices': jsonResponse(realTimeRows(simulated)),
  });
  const { client } = renderWithApp(<AssistantTab last={null} />);
  await waitForPriceFeed(client);
  await userEvent.type(screen.getByLabelText('Message'), 'What is the gold price?{Enter}');
  return screen.findByText(/per troy ounce/, {}, { timeout: TYPING_DELAY_MS + 3000 });
}

describe('AssistantTab', { timeout: 20_000 }, () => {
  it('says quoted prices come from the simulated feed while it runs', async () => {
    const reply = await askForPrices(true);
    expect(reply).toHaveTextContent('Simulated prices per troy ounce, from Aurum’s simulated feed (not live market data): gold $2047.00 (+12.30), silver $24.15 (-0.10).');
  });

  it('quotes plain current prices for a real provider', async () => {
    const reply = await askForPrices(false);
    expect(reply).toHaveTextContent('Current prices per troy ounce: gold $2047.00 (+12.30), silver $24.15 (-0.10).');
    expect(reply).not.toHaveTextContent(/simulated/i);
  });
});
