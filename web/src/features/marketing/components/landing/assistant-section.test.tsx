import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realTimeRows } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { TYPING_DELAY_MS } from './assistant-chat';
import { AssistantSection } from './assistant-section';

const verified = {
  serialNumber: 'AU-2024-001234',
  productName: '1 oz Gold Bar',
  status: 'verified',
  statusText: 'Verified Authentic',
  trustScore: 96,
};

function setup() {
  const fetchMock = mockFetch({
    'GET /api/auth/user': jsonResponse({ code: 'unauthorized', message: 'Sign in' }, 401),
    'GET /api/market-prices': jsonResponse([
      { id: 1, metalType: 'gold', price: '2047.00', change: '+12.30', changePercent: 0.6 },
    ]),
    'GET /api/real-time-prices': jsonResponse(realTimeRows(true)),
    'GET /api/verify/AU-2024-001234': jsonResponse(verified),
  });
  renderWithApp(<AssistantSection />);
  return fetchMock;
}

const reply = (text: RegExp) => screen.findByText(text, {}, { timeout: TYPING_DELAY_MS + 4000 });

describe('AssistantSection (landing)', { timeout: 30_000 }, () => {
  it('renders a static shell whose code loads on first focus, then answers a serial from /api/verify', async () => {
    const fetchMock = setup();
    expect(screen.getByText(/Ask me about a bar’s serial/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Ask the assistant'));
    await waitFor(() => expect(screen.getByLabelText('Ask the assistant')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Ask the assistant'), 'Is AU-2024-001234 genuine?{Enter}');
    expect(await screen.findByText('AI is typing...')).toBeInTheDocument();
    expect(await reply(/1 oz Gold Bar\): Verified Authentic, trust score 96%/)).toBeInTheDocument();
    expect(screen.queryByText('AI is typing...')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/verify/AU-2024-001234')).toBe(true);
  });

  it('quotes simulated prices, explains the trust score, ignores blank input and points account questions to sign-up', async () => {
    setup();
    const input = screen.getByLabelText('Ask the assistant');
    await userEvent.click(input);
    await waitFor(() => expect(screen.getByLabelText('Ask the assistant')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Ask the assistant'), '   {Enter}');
    expect(screen.queryByText('AI is typing...')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Ask the assistant'), 'gold price today?{Enter}');
    expect(await reply(/Simulated prices per troy ounce.*gold \$2047\.00 \(\+12\.30\)/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Ask the assistant'), 'What does the trust score mean?{Enter}');
    expect(await reply(/certification \(30 points\)/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Ask the assistant'), 'Show my portfolio{Enter}');
    expect(await reply(/need an Aurum account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});
