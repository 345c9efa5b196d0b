import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@/i18n';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeOrder } from '@/testing/shop-fixtures';
import OrdersPage from '@/features/orders/pages/orders-page';

const orders = [
  makeOrder({ id: 8, status: 'shipped', trackingNumber: '1Z888' }),
  makeOrder({ id: 7, status: 'processing' }),
];

const detail = {
  ...makeOrder({ id: 7 }),
  subtotal: '4204.00',
  shipping: '0.00',
  tax: '336.32',
  lines: [
    {
      productId: 1,
      name: 'Gold Bar 1 oz',
      metalType: 'gold',
      quantity: 2,
      unitPrice: '2102.00',
      lineTotal: '4204.00',
      fineWeight: 1.9998,
    },
  ],
  history: [],
  allowedTransitions: ['cancelled'],
};

describe('OrdersPage in other languages', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await activateLocale('en', { remember: false });
  });

  it('shows the order history in Spanish with Spanish dates and money', async () => {
    await activateLocale('es', { remember: false });
    mockFetch({ 'GET /api/orders': jsonResponse(orders) });
    renderWithApp(<OrdersPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Historial de pedidos' })).toBeInTheDocument();
    expect(await screen.findByText('Pedidos totales')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Importe total' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[1]).getByText('N/D')).toBeInTheDocument();
    expect(within(rows[1]).getByText('4540,32 US$')).toBeInTheDocument();
    expect(within(rows[1]).getByText('1 mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar' })).toHaveAttribute('href', '/api/orders/export.csv');
  });

  it('opens an order in German with German totals', async () => {
    await activateLocale('de', { remember: false });
    mockFetch({ 'GET /api/orders': jsonResponse(orders), 'GET /api/orders/7': jsonResponse(detail) });
    renderWithApp(<OrdersPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellverlauf' })).toBeInTheDocument();
    expect(await screen.findByText('Unterwegs')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Bestellung 7 ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung Nr. 7' });
    expect(await within(dialog).findByText('Zwischensumme')).toBeInTheDocument();
    expect(within(dialog).getAllByText('4.204,00 $').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Kostenlos')).toBeInTheDocument();
    expect(within(dialog).getByText('2 × 2.102,00 $ · 1,9998 oz Feingewicht')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Bestellung stornieren' })).toBeInTheDocument();
  });
});
