import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeCartItem, makeTotals } from '@/testing/shop-fixtures';
import type { DealerOffer } from '@/features/cart/api/get-offers';
import CartPage from '@/features/cart/pages/cart-page';

const offer: DealerOffer = {
  id: 41,
  sellerName: 'Aurum Demo Trading',
  status: 'open',
  note: 'As discussed',
  lines: [
    { productId: 1, name: 'Gold Bar 1 oz', metalType: 'gold', quantity: 2, unitPrice: '2050.00', lineTotal: '4100.00' },
  ],
  total: '4100.00',
  createdAt: '2026-03-01T12:00:00.000Z',
  expiresAt: '2026-03-03T12:00:00.000Z',
};

const lockedLine = makeCartItem({
  id: 30,
  productId: 1,
  name: 'Gold Bar 1 oz',
  metalType: 'gold',
  price: '2050.00',
  lineTotal: '4100.00',
  ...({ offerId: 41, lockedUntil: '2026-03-03T12:00:00.000Z' } as object),
});

describe('CartPage offers from dealers', { timeout: 20_000 }, () => {
  it('shows an open offer on an empty cart; Accept fills the cart with the locked price', async () => {
    let accepted = false;
    const fetchMock = mockFetch({
      'GET /api/cart': () => jsonResponse(accepted ? [lockedLine] : []),
      'GET /api/cart/totals': () => jsonResponse(makeTotals(accepted ? { subtotal: '4100.00' } : { subtotal: '0.00' })),
      'GET /api/offers': () => jsonResponse(accepted ? [] : [offer]),
      'POST /api/offers/41/accept': () => {
        accepted = true;
        return jsonResponse({ ...offer, status: 'accepted' });
      },
    });
    renderWithApp(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    const card = await screen.findByTestId('dealer-offer');
    expect(screen.getByText('Offers from your dealers')).toBeInTheDocument();
    expect(within(card).getByText('From Aurum Demo Trading')).toBeInTheDocument();
    expect(within(card).getByText('2 × Gold Bar 1 oz at $2,050.00')).toBeInTheDocument();
    expect(within(card).getAllByText('$4,100.00').length).toBeGreaterThan(0);
    expect(within(card).getByText(/^Expires /)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Accept offer 41 from Aurum Demo Trading' }));
    expect(await screen.findByText('Offer accepted')).toBeInTheDocument();
    const row = await screen.findByTestId('cart-item');
    expect(within(row).getByText('Gold Bar 1 oz')).toBeInTheDocument();
    expect(within(row).getByTestId('price-locked')).toHaveTextContent(/^Price locked until /);
    await waitFor(() => expect(screen.queryByTestId('dealer-offer')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([u, init]) => u === '/api/offers/41/accept' && init?.method === 'POST')).toBe(
      true,
    );
  });

  it('Decline removes the offer; ordinary lines have no lock note', async () => {
    let declined = false;
    mockFetch({
      'GET /api/cart': jsonResponse([makeCartItem()]),
      'GET /api/cart/totals': jsonResponse(makeTotals()),
      'GET /api/offers': () => jsonResponse(declined ? [] : [offer]),
      'POST /api/offers/41/decline': () => {
        declined = true;
        return jsonResponse({ ...offer, status: 'declined' });
      },
    });
    renderWithApp(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Cart Items (1)')).toBeInTheDocument();
    expect(screen.queryByTestId('price-locked')).not.toBeInTheDocument();
    const card = await screen.findByTestId('dealer-offer');
    await userEvent.click(within(card).getByRole('button', { name: 'Decline offer 41 from Aurum Demo Trading' }));
    expect(await screen.findByText('Offer declined')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('dealer-offer')).not.toBeInTheDocument());
  });

  it('shows nothing when there are no offers (or the call fails)', async () => {
    mockFetch({ 'GET /api/cart': jsonResponse([makeCartItem()]), 'GET /api/cart/totals': jsonResponse(makeTotals()) });
    renderWithApp(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Cart Items (1)')).toBeInTheDocument();
    expect(screen.queryByText('Offers from your dealers')).not.toBeInTheDocument();
  });
});
