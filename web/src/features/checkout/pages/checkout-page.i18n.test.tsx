import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@/i18n';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeIntent } from '@/testing/shop-fixtures';
import CheckoutPage from '@/features/checkout/pages/checkout-page';

function renderCheckout() {
  mockFetch({ 'POST /api/create-payment-intent': jsonResponse(makeIntent()) });
  renderWithApp(<CheckoutPage />, { path: '/checkout' });
}

describe('CheckoutPage in other languages', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await activateLocale('en', { remember: false });
  });

  it('asks for the address in German and validates in German', async () => {
    await activateLocale('de', { remember: false });
    renderCheckout();
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Kasse wird vorbereitet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument();
    expect(screen.getByText(/Preise fixiert für/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('4.540,32 $');
    expect(screen.getByLabelText('Postleitzahl')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kauf abschließen' }));
    expect(await screen.findByText('Vorname ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Geben Sie eine Kartennummer mit 12 bis 19 Ziffern ein')).toBeInTheDocument();
  });

  it('shows the summary and messages in Spanish', async () => {
    await activateLocale('es', { remember: false });
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumen del pedido' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('4540,32 US$');
    await userEvent.type(screen.getByLabelText('Número de tarjeta'), '4242 4242 4242 4241');
    await userEvent.click(screen.getByRole('button', { name: 'Completar compra' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Este número de tarjeta no es válido')).toBeInTheDocument();
  });
});
