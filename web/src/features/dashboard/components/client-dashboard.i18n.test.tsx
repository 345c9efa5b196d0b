import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '@/i18n';
import { FakeSocket, realTimeRows } from '@/testing/test-socket';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import { ClientDashboard } from '@/features/dashboard/components/client-dashboard';

function renderDashboard() {
  mockFetch({
    'GET /api/portfolio/summary': jsonResponse({ totalValue: '4093.59', monthlyPnl: '-110.41', itemCount: 2 }),
    'GET /api/portfolio': jsonResponse([
      {
        metalType: 'gold',
        quantity: 1.9998,
        totalValue: '4093.59',
        costBasis: '4204.00',
        gainLoss: '-110.41',
        spotPrice: '2047.00',
      },
    ]),
    'GET /api/products': jsonResponse([]),
    'GET /api/orders': jsonResponse([]),
    'GET /api/real-time-prices': jsonResponse(realTimeRows(false)),
  });
  return renderWithApp(<ClientDashboard user={makeUser()} />, { path: '/dashboard' });
}

describe('ClientDashboard in other languages', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(async () => {
    await activateLocale('en', { remember: false });
  });

  it('greets in Spanish and formats money the Spanish way', async () => {
    await activateLocale('es', { remember: false });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo, Ada' })).toBeInTheDocument();
    expect(screen.getByText('Valor total de la cartera')).toBeInTheDocument();
    expect(await screen.findAllByText('4093,59 US$')).toHaveLength(2);
    expect(screen.getByText('2 artículos en cartera')).toBeInTheDocument();
    expect(screen.getByText('Este mes, a precios en vivo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Productos destacados' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('greets in German with German number formatting', async () => {
    await activateLocale('de', { remember: false });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen zurück, Ada' })).toBeInTheDocument();
    expect(await screen.findAllByText('4.093,59 $')).toHaveLength(2);
    expect(screen.getByText('-110,41 $')).toBeInTheDocument();
    expect(screen.getByText('1,9998 oz')).toBeInTheDocument();
    expect(screen.getByText('Monatliches Ergebnis')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Letzte Bestellungen' })).toBeInTheDocument();
    // The featured products' metal chips (they were English in every language).
    expect(screen.getByRole('button', { name: 'Silber' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Platin' })).toBeInTheDocument();
  });
});
