import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realTimeRows } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp, waitForPriceFeed } from '@/testing/test-utils';
import { AssistantTab, TYPING_DELAY_MS, VOICE_TOGGLE_MS } from './assistant-tab';

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
    expect(reply).toHaveTextContent(
      'Simulated prices per troy ounce, from Aurum’s simulated feed (not live market data): gold $2047.00 (+12.30), silver $24.15 (-0.10).',
    );
  });

  it('quotes plain current prices for a real provider', async () => {
    const reply = await askForPrices(false);
    expect(reply).toHaveTextContent('Current prices per troy ounce: gold $2047.00 (+12.30), silver $24.15 (-0.10).');
    expect(reply).not.toHaveTextContent(/simulated/i);
  });

  describe('voice button', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('without speech recognition, toggles for 2 seconds and fills a sample question', () => {
      vi.useFakeTimers();
      mockFetch({ 'GET /api/market-prices': jsonResponse(marketPrices) });
      renderWithApp(<AssistantTab last={null} />);
      act(() => screen.getByRole('button', { name: 'Ask by voice' }).click());
      expect(screen.getByRole('button', { name: 'Listening...' })).toHaveAttribute('aria-pressed', 'true');
      act(() => vi.advanceTimersByTime(VOICE_TOGGLE_MS - 1));
      expect(screen.getByLabelText('Message')).toHaveValue('');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByLabelText('Message')).toHaveValue('What does my trust score mean?');
      expect(screen.getByRole('button', { name: 'Ask by voice' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('uses the Web Speech API where the browser has it', () => {
      const started: Array<{ onresult: (e: unknown) => void; onend: () => void; lang: string }> = [];
      vi.stubGlobal(
        'webkitSpeechRecognition',
        class {
          lang = '';
          interimResults = true;
          onresult: ((e: unknown) => void) | null = null;
          onend: (() => void) | null = null;
          onerror = null;
          start() {
            started.push(this as never);
          }
        },
      );
      mockFetch({ 'GET /api/market-prices': jsonResponse(marketPrices) });
      renderWithApp(<AssistantTab last={null} />);
      act(() => screen.getByRole('button', { name: 'Ask by voice' }).click());
      expect(started).toHaveLength(1);
      expect(started[0].lang).toBe('en');
      act(() => {
        started[0].onresult({ results: [[{ transcript: 'Is AU-2024-001234 genuine?' }]] });
        started[0].onend();
      });
      expect(screen.getByLabelText('Message')).toHaveValue('Is AU-2024-001234 genuine?');
      expect(screen.getByRole('button', { name: 'Ask by voice' })).toHaveAttribute('aria-pressed', 'false');
    });
  });

  it('shows what the assistant can do', () => {
    mockFetch({ 'GET /api/market-prices': jsonResponse(marketPrices) });
    renderWithApp(<AssistantTab last={null} />);
    const card = screen.getByRole('region', { name: 'What I can do' });
    expect(card).toHaveTextContent('Break down a trust score into its five factors');
  });
});
