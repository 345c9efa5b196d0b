import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeIntent, makeOrder } from '@/testing/shop-fixtures';
import CheckoutPage from '@/features/checkout/pages/checkout-page';

const type = (label: string, value: string) => userEvent.type(screen.getByLabelText(label), value);

/** Where the checkout form starts (use-checkout-prefill.ts). */
describe('CheckoutPage prefill', { timeout: 30_000 }, () => {
  it("starts with the signed-in buyer's name in shipping and on the card, and keeps what they type", async () => {
    let answer: (r: Response) => void = () => {};
    const user = new Promise<Response>((r) => (answer = r));
    mockFetch({
      'POST /api/create-payment-intent': jsonResponse(makeIntent()),
      'GET /api/auth/user': () => user,
    });
    renderWithApp(<CheckoutPage />, { path: '/checkout' });
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    await type('Last Name', 'Smith-Morgan');
    answer(jsonResponse(makeUser({ firstName: 'Alex', lastName: 'Morgan' })));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Alex'));
    expect(screen.getByLabelText('Last Name')).toHaveValue('Smith-Morgan');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText('Address')).toHaveValue('');
  });

  it("starts from the newest order's shipping address when there is one", async () => {
    const shippingAddress = {
      firstName: 'Sam',
      lastName: 'Morgan',
      address: '5 Rue de Rivoli',
      city: 'Paris',
      state: 'IDF',
      zipCode: '75001',
      country: 'FR',
    };
    mockFetch({
      'POST /api/create-payment-intent': jsonResponse(makeIntent()),
      'GET /api/auth/user': jsonResponse(makeUser({ firstName: 'Alex', lastName: 'Morgan' })),
      'GET /api/orders': jsonResponse([makeOrder({ id: 9 }), makeOrder({ id: 4 })]),
      'GET /api/orders/9': jsonResponse({ ...makeOrder({ id: 9 }), shippingAddress }),
    });
    renderWithApp(<CheckoutPage />, { path: '/checkout' });
    await screen.findByRole('heading', { name: 'Checkout' });
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('5 Rue de Rivoli'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('City')).toHaveValue('Paris');
    expect(screen.getByLabelText('State')).toHaveValue('IDF');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('75001');
    expect(screen.getByLabelText('Country')).toHaveValue('FR');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Alex Morgan');
  });
});
