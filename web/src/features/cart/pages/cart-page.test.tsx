import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realTimeRows } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp, waitForPriceFeed } from '@/testing/test-utils';
import { makeCartItem, makeTotals } from '@/testing/shop-fixtures';
import CartPage from '@/features/cart/pages/cart-page';

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('CartPage', { timeout: 20_000 }, () => {
  it('shows the empty state with Browse Products', async () => {
    mockFetch({
      'GET /api/cart': jsonResponse([]),
      'GET /api/cart/totals': jsonResponse(makeTotals({ subtotal: '0.00', lineCount: 0 })),
    });
    renderWithApp(<CartPage />);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some precious metals to your cart to get started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('shows the lines and the server totals with the free-shipping notice', async () => {
    mockFetch({ 'GET /api/cart': jsonResponse([makeCartItem()]), 'GET /api/cart/totals': jsonResponse(makeTotals()) });
    renderWithApp(<CartPage />);
    expect(await screen.findByText('Cart Items (1)')).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('each')).toBeInTheDocument();
    expect(await screen.findByText('$93.04')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('Free shipping on orders over $1,000')).toBeInTheDocument();
    expect(screen.getByText('Add $937.00 more to qualify')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it.each([true, false])(
    'says "Simulated prices" only while the feed is simulated (simulated: %s)',
    async (simulated) => {
      mockFetch({
        'GET /api/cart': jsonResponse([makeCartItem()]),
        'GET /api/cart/totals': jsonResponse(makeTotals()),
        'GET /api/real-time-prices': jsonResponse(realTimeRows(simulated)),
      });
      const { client } = renderWithApp(<CartPage />);
      expect(await screen.findByText('$93.04')).toBeInTheDocument();
      await waitForPriceFeed(client);
      if (simulated) expect(await screen.findByText('Simulated prices')).toBeInTheDocument();
      else expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
    },
  );

  it('shows Free shipping and no notice above the threshold', async () => {
    mockFetch({
      'GET /api/cart': jsonResponse([makeCartItem({ price: '2102.00', lineTotal: '4204.00' })]),
      'GET /api/cart/totals': jsonResponse(
        makeTotals({
          subtotal: '4204.00',
          shipping: '0.00',
          tax: '336.32',
          total: '4540.32',
          freeShippingShortfall: '0.00',
        }),
      ),
    });
    renderWithApp(<CartPage />);
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/more to qualify/)).not.toBeInTheDocument();
  });

  it('plus sends the next quantity and disables the buttons while pending', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = mockFetch({
      'GET /api/cart': jsonResponse([makeCartItem()]),
      'GET /api/cart/totals': jsonResponse(makeTotals()),
      'PATCH /api/cart/17': async () => {
        await gate;
        return jsonResponse(makeCartItem({ quantity: 3 }));
      },
    });
    renderWithApp(<CartPage />);
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Silver Coin 1 oz' });
    await userEvent.click(plus);
    expect(plus).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Silver Coin 1 oz' })).toBeDisabled();
    release();
    await waitFor(() => expect(plus).toBeEnabled());
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0][1]?.body))).toEqual({ quantity: 3 });
  });

  it('typing 0 removes the item with the notice', async () => {
    const fetchMock = mockFetch({
      'GET /api/cart': jsonResponse([makeCartItem()]),
      'GET /api/cart/totals': jsonResponse(makeTotals()),
      'DELETE /api/cart/17': () => new Response(null, { status: 204 }),
    });
    renderWithApp(<CartPage />);
    const input = await screen.findByRole('spinbutton', { name: 'Quantity of Silver Coin 1 oz' });
    expect(input).toHaveAttribute('min', '1');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    expect(screen.getByText('Item has been removed from your cart')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE')).toHaveLength(1);
    expect(calls(fetchMock, 'PATCH')).toHaveLength(0);
  });

  it('typing a new quantity updates it; a stock conflict shows the server message', async () => {
    const fetchMock = mockFetch({
      'GET /api/cart': jsonResponse([makeCartItem()]),
      'GET /api/cart/totals': jsonResponse(makeTotals()),
      'PATCH /api/cart/17': jsonResponse(
        { code: 'conflict', message: 'Only 3 units of Silver Coin 1 oz are available', field: 'quantity' },
        409,
        'Conflict',
      ),
    });
    renderWithApp(<CartPage />);
    const input = await screen.findByRole('spinbutton', { name: 'Quantity of Silver Coin 1 oz' });
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    expect(await screen.findByText('Only 3 units of Silver Coin 1 oz are available')).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0][1]?.body))).toEqual({ quantity: 7 });
  });
});
