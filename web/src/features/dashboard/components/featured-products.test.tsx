import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeOrder, makeProduct } from '@/testing/shop-fixtures';
import { FeaturedProducts } from '@/features/dashboard/components/featured-products';
import { PortfolioStats } from '@/features/dashboard/components/portfolio-stats';
import { RecentOrders } from '@/features/dashboard/components/recent-orders';

const products = [
  makeProduct({ id: 1, name: 'Gold 1', metalType: 'gold' }),
  makeProduct({ id: 2, name: 'Silver 1', metalType: 'silver' }),
  makeProduct({ id: 3, name: 'Gold 2', metalType: 'gold' }),
  makeProduct({ id: 4, name: 'Platinum 1', metalType: 'platinum' }),
  makeProduct({ id: 5, name: 'Gold 3', metalType: 'gold' }),
];

describe('client dashboard panels', { timeout: 20_000 }, () => {
  it('features the first 4 products and the chips filter them', async () => {
    mockFetch({ 'GET /api/products': jsonResponse(products) });
    renderWithApp(<FeaturedProducts />);
    expect(await screen.findAllByTestId('featured-product')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Gold' }));
    expect(screen.getByRole('button', { name: 'Gold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('featured-product').map((el) => el.textContent)).toEqual([
      expect.stringContaining('Gold 1'),
      expect.stringContaining('Gold 2'),
      expect.stringContaining('Gold 3'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Platinum' }));
    expect(screen.getAllByTestId('featured-product')).toHaveLength(1);
  });

  it('shows the stat cards from the portfolio', async () => {
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
    });
    renderWithApp(<PortfolioStats />);
    expect(await screen.findAllByText('$4,093.59')).toHaveLength(2);
    expect(screen.getByText('1.9998 oz')).toBeInTheDocument();
    expect(screen.getByText('0 oz')).toBeInTheDocument();
    expect(screen.getByText('-$110.41')).toBeInTheDocument();
  });

  it('lists recent orders', async () => {
    mockFetch({ 'GET /api/orders': jsonResponse([makeOrder({ id: 5 })]) });
    renderWithApp(<RecentOrders />);
    expect(await screen.findByText('Order #5')).toBeInTheDocument();
    expect(screen.getByText('$4,540.32')).toBeInTheDocument();
  });
});
