import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realTimeRows } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp, waitForPriceFeed } from '@/testing/test-utils';
import { makeIntent } from '@/testing/shop-fixtures';
import CheckoutPage from '@/features/checkout/pages/checkout-page';

const type = (label: string, value: string) => userEvent.type(screen.getByLabelText(label), value);

/** Shipping and the cardholder's name: what both card forms (test processor, Stripe) ask for. */
async function fillShippingAndName() {
  await type('First Name', 'Alex');
  await type('Last Name', 'Morgan');
  await type('Address', '1 Main St');
  await type('City', 'New York');
  await type('State', 'NY');
  await type('ZIP Code', '10001');
  await type('Name on card', 'Alex Morgan');
}

async function fillForm(card = '4242 4242 4242 4242') {
  await fillShippingAndName();
  await type('Card number', card);
  await type('Expiry (MM/YY)', '12/30');
  await type('CVC', '123');
}

const succeeded = {
  status: 'succeeded',
  message: 'Your order has been placed successfully!',
  payment: { id: 31, status: 'succeeded' },
  order: { id: 5 },
};

describe('CheckoutPage', { timeout: 30_000 }, () => {
  it('shows a spinner, then the form; pays and goes to /orders', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = mockFetch({
      'POST /api/create-payment-intent': jsonResponse(makeIntent()),
      'POST /api/checkout/confirm': async () => {
        await gate;
        return jsonResponse(succeeded);
      },
    });
    renderWithApp(<CheckoutPage />, { path: '/checkout' });
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your checkout');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Complete your precious metals purchase')).toBeInTheDocument();
    expect(screen.getAllByText('Test mode').length).toBeGreaterThan(0);
    expect(screen.getByText(/Prices locked for/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$4,540.32');
    expect(screen.getByLabelText('Country')).toHaveValue('US');

    const init = fetchMock.mock.calls.find(([url]) => url === '/api/create-payment-intent')![1];
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{8,}/);

    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    release();
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('Your order has been placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));

    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/checkout/confirm')![1]?.body));
    expect(body).toMatchObject({
      clientSecret: 'qt_12_secret_abc',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Alex Morgan' },
      shipping: { firstName: 'Alex', zipCode: '10001', country: 'US' },
    });
  });

  it.each([true, false])(
    'says "Simulated prices" beside the quote only while the feed is simulated (simulated: %s)',
    async (simulated) => {
      mockFetch({
        'POST /api/create-payment-intent': jsonResponse(makeIntent()),
        'GET /api/real-time-prices': jsonResponse(realTimeRows(simulated)),
      });
      const { client } = renderWithApp(<CheckoutPage />, { path: '/checkout' });
      expect(await screen.findByTestId('checkout-total')).toHaveTextContent('$4,540.32');
      await waitForPriceFeed(client);
      if (simulated) expect(await screen.findByText('Simulated prices')).toBeInTheDocument();
      else expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
    },
  );

  it('requires every shipping field and a Luhn-valid card before calling the server', async () => {
    const fetchMock = mockFetch({ 'POST /api/create-payment-intent': jsonResponse(makeIntent()) });
    renderWithApp(<CheckoutPage />);
    await screen.findByRole('heading', { name: 'Checkout' });
    await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('ZIP code is required')).toBeInTheDocument();
    expect(screen.getByText('This card number is not valid')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/checkout/confirm')).toBe(false);
  });

  it('a declined card shows Payment Failed with the server message and re-quotes', async () => {
    const fetchMock = mockFetch({
      'POST /api/create-payment-intent': jsonResponse(makeIntent()),
      'POST /api/checkout/confirm': jsonResponse(
        { code: 'payment_declined', message: 'Your card was declined.', field: 'card.number' },
        402,
        'Payment Required',
      ),
    });
    renderWithApp(<CheckoutPage />, { path: '/checkout' });
    await screen.findByRole('heading', { name: 'Checkout' });
    await fillForm('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/create-payment-intent')).toHaveLength(2),
    );
  });

  it('asks for approval in a dialog when the card needs authentication', async () => {
    const fetchMock = mockFetch({
      'POST /api/create-payment-intent': jsonResponse(makeIntent()),
      'POST /api/checkout/confirm': jsonResponse({
        status: 'requires_action',
        message: 'Your bank asks you to approve this payment.',
        payment: { id: 31, status: 'requires_action', brand: 'Visa', last4: '3155', amount: '4540.32' },
        nextAction: { type: 'authenticate', url: '/api/payments/31/authenticate' },
      }),
      'POST /api/payments/31/authenticate': jsonResponse(succeeded),
    });
    renderWithApp(<CheckoutPage />, { path: '/checkout' });
    await screen.findByRole('heading', { name: 'Checkout' });
    await fillForm('4000 0025 0000 3155');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm this payment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    const auth = fetchMock.mock.calls.find(([url]) => url === '/api/payments/31/authenticate')!;
    expect(JSON.parse(String(auth[1]?.body))).toEqual({ approve: true });
  });

  it('reports an initialisation failure', async () => {
    mockFetch({
      'POST /api/create-payment-intent': jsonResponse({ code: 'internal_error', message: 'boom' }, 500, 'Server Error'),
    });
    renderWithApp(<CheckoutPage />);
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends an empty cart back to the catalogue', async () => {
    mockFetch({
      'POST /api/create-payment-intent': jsonResponse(
        { code: 'validation_error', message: 'Your cart is empty', field: 'cart' },
        400,
        'Bad Request',
      ),
    });
    renderWithApp(<CheckoutPage />);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('makes the buyer accept a higher re-quote before paying', async () => {
    const fetchMock = mockFetch({
      'POST /api/create-payment-intent': jsonResponse(
        makeIntent({ requiresAcceptance: true, status: 'requires_acceptance', previousTotal: '4500.00' }),
      ),
      'POST /api/checkout/accept-quote': jsonResponse(makeIntent()),
    });
    renderWithApp(<CheckoutPage />);
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(screen.getByRole('button', { name: 'Complete Purchase' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept new total' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Purchase' })).toBeEnabled());
    expect(
      JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/checkout/accept-quote')![1]?.body)),
    ).toEqual({ quoteId: 12 });
  });
});

describe('CheckoutPage with Stripe', { timeout: 30_000 }, () => {
  it('loads Stripe.js on demand, mounts the Card Element and sends a paymentMethodId instead of card fields', async () => {
    const mounted: HTMLElement[] = [];
    const createPaymentMethod = vi.fn(async () => ({ paymentMethod: { id: 'pm_card_visa' } }));
    const Stripe = vi.fn(() => ({
      elements: () => ({ create: () => ({ mount: (el: HTMLElement) => mounted.push(el), destroy: () => {} }) }),
      createPaymentMethod,
    }));
    const fetchMock = mockFetch({
      'POST /api/create-payment-intent': jsonResponse(
        makeIntent({ provider: 'stripe', testMode: false, publishableKey: 'pk_test_123' }),
      ),
      'POST /api/checkout/confirm': jsonResponse(succeeded),
    });
    renderWithApp(<CheckoutPage />, { path: '/checkout' });
    await screen.findByRole('heading', { name: 'Checkout' });
    // The script tag is injected only now; the test plays Stripe.js loading.
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://js.stripe.com/v3"]');
    expect(script).not.toBeNull();
    (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
    script!.onload!(new Event('load'));
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(Stripe).toHaveBeenCalledWith('pk_test_123');
    expect(mounted[0]).toBe(screen.getByTestId('stripe-card-element'));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText(/Test processor/)).not.toBeInTheDocument();

    await fillShippingAndName();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', billing_details: { name: 'Alex Morgan' } }),
    );
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/checkout/confirm')![1]?.body));
    expect(body.paymentMethodId).toBe('pm_card_visa');
    expect(body.card).toBeUndefined();
  });

  it('keeps the test processor form (and never loads Stripe.js) when the provider is the test processor', async () => {
    document.head.querySelectorAll('script[src="https://js.stripe.com/v3"]').forEach((s) => s.remove());
    mockFetch({ 'POST /api/create-payment-intent': jsonResponse(makeIntent()) });
    renderWithApp(<CheckoutPage />, { path: '/checkout' });
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByText(/Test processor: no real money moves/)).toBeInTheDocument();
    expect(document.head.querySelector('script[src="https://js.stripe.com/v3"]')).toBeNull();
  });
});
