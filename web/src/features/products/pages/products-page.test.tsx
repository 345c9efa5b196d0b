import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { realTimeRows } from '@/testing/test-socket';
import { jsonResponse, mockFetch, renderWithApp, waitForPriceFeed } from '@/testing/test-utils';
import { makeProduct } from '@/testing/shop-fixtures';
import { browserNavigation } from '@/lib/navigation';
import ProductsPage from '@/features/products/pages/products-page';

const products = [
  makeProduct({ id: 1, name: 'Gold Bar 1 oz', metalType: 'gold', currentPrice: '2102.00', weight: 1, form: 'bar' }),
  makeProduct({ id: 2, name: 'Silver Coin 1 oz', metalType: 'silver', currentPrice: '31.50', weight: 1, form: 'coin' }),
  makeProduct({
    id: 3,
    name: 'Platinum Bar 10 oz',
    metalType: 'platinum',
    currentPrice: '10230.00',
    weight: 10,
    form: 'bar',
    inventory: 0,
    inStock: false,
  }),
];

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('ProductsPage', { timeout: 20_000 }, () => {
  it('shows a spinner, then the catalogue sorted by name', async () => {
    mockFetch({ 'GET /api/products': jsonResponse(products) });
    renderWithApp(<ProductsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    expect(await screen.findByText('Gold Bar 1 oz')).toBeInTheDocument();
    expect(names()).toEqual(['Gold Bar 1 oz', 'Platinum Bar 10 oz', 'Silver Coin 1 oz']);
  });

  it('adds an item and shows the toast, with the button saying Adding... meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = mockFetch({
      'GET /api/products': jsonResponse(products),
      'POST /api/cart/add': async () => {
        await gate;
        return jsonResponse({ id: 9 }, 201);
      },
    });
    renderWithApp(<ProductsPage />);
    const button = await screen.findByRole('button', { name: 'Add Gold Bar 1 oz to cart' });
    await userEvent.click(button);
    expect(button).toHaveTextContent('Adding...');
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(screen.getByText('Gold Bar 1 oz has been added to your cart.')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveTextContent('Add to Cart'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/cart/add')!;
    expect(JSON.parse(String(init?.body))).toEqual({ productId: 1, quantity: 1 });
  });

  it('on 401 says Unauthorized and goes to /api/login after 500 ms', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    mockFetch({
      'GET /api/products': jsonResponse(products),
      'POST /api/cart/add': jsonResponse({ code: 'unauthorized', message: 'Unauthorized' }, 401, 'Unauthorized'),
    });
    renderWithApp(<ProductsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Gold Bar 1 oz to cart' }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 1500 });
  });

  it('shows the generic error toast for other failures', async () => {
    mockFetch({
      'GET /api/products': jsonResponse(products),
      'POST /api/cart/add': jsonResponse({ code: 'internal_error', message: 'boom' }, 500, 'Server Error'),
    });
    renderWithApp(<ProductsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Silver Coin 1 oz to cart' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to add item to cart. Please try again.')).toBeInTheDocument();
  });

  it('filters by metal, sorts by price and resets from the empty state', async () => {
    mockFetch({ 'GET /api/products': jsonResponse(products) });
    renderWithApp(<ProductsPage />);
    await screen.findByText('Gold Bar 1 oz');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-desc');
    expect(names()).toEqual(['Platinum Bar 10 oz', 'Gold Bar 1 oz', 'Silver Coin 1 oz']);
    await userEvent.selectOptions(screen.getByLabelText('Metal'), 'silver');
    expect(names()).toEqual(['Silver Coin 1 oz']);
    await userEvent.type(screen.getByLabelText('Search products'), 'palladium');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByLabelText('Search products')).toHaveValue('');
    expect(screen.getByLabelText('Metal')).toHaveValue('all');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(names()).toHaveLength(3);
  });

  it('opens real advanced filters: form, weight range and in stock only', async () => {
    mockFetch({ 'GET /api/products': jsonResponse(products) });
    renderWithApp(<ProductsPage />);
    await screen.findByText('Gold Bar 1 oz');
    await userEvent.click(screen.getByRole('button', { name: /Advanced Filters/ }));
    await userEvent.selectOptions(screen.getByLabelText('Product form'), 'bar');
    expect(names()).toEqual(['Gold Bar 1 oz', 'Platinum Bar 10 oz']);
    await userEvent.type(screen.getByLabelText('Min weight (oz)'), '5');
    expect(names()).toEqual(['Platinum Bar 10 oz']);
    await userEvent.clear(screen.getByLabelText('Min weight (oz)'));
    await userEvent.click(screen.getByLabelText('In stock only'));
    expect(names()).toEqual(['Gold Bar 1 oz']);
  });

  it('swaps a broken image for the metal fallback', async () => {
    mockFetch({ 'GET /api/products': jsonResponse([products[1]]) });
    renderWithApp(<ProductsPage />);
    const card = await screen.findByTestId('product-card');
    const img = within(card).getByRole('img', { name: 'Silver Coin 1 oz' });
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(img).toHaveAttribute('src', '/media/products/silver.svg'));
  });

  it('labels a simulated price feed', async () => {
    mockFetch({
      'GET /api/products': jsonResponse(products),
      'GET /api/real-time-prices': jsonResponse(realTimeRows(true)),
    });
    renderWithApp(<ProductsPage />);
    expect(await screen.findByText('Simulated prices')).toBeInTheDocument();
    expect(screen.getByText('Bars and coins priced from the simulated spot feed.')).toBeInTheDocument();
  });

  it('has no simulated label for a real provider', async () => {
    mockFetch({
      'GET /api/products': jsonResponse(products),
      'GET /api/real-time-prices': jsonResponse(realTimeRows(false)),
    });
    const { client } = renderWithApp(<ProductsPage />);
    expect(await screen.findByText('Gold Bar 1 oz')).toBeInTheDocument();
    await waitForPriceFeed(client);
    expect(screen.queryByText('Simulated prices')).not.toBeInTheDocument();
    expect(screen.getByText('Bars and coins priced from the live spot market.')).toBeInTheDocument();
  });
});
