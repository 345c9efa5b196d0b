import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeProduct } from '@/testing/shop-fixtures';
import InventoryPage from '@/features/inventory/pages/inventory-page';
import type { InventoryProduct, StockAdjustment } from '@/features/inventory/api/types';

const item = (overrides: Partial<InventoryProduct>): InventoryProduct => ({
  ...makeProduct(),
  active: true,
  stockStatus: 'in_stock',
  sellerName: 'Demo Gold Trading LLC',
  ...overrides,
});

const products = [
  item({ id: 1, name: 'Gold Bar 1 oz', metalType: 'gold', currentPrice: '2102.00', inventory: 10 }),
  item({
    id: 2,
    name: 'Silver Coin 1 oz',
    metalType: 'silver',
    currentPrice: '31.50',
    inventory: 3,
    stockStatus: 'low_stock',
  }),
  item({
    id: 3,
    name: 'Platinum Bar',
    metalType: 'platinum',
    currentPrice: '1000.00',
    inventory: 0,
    stockStatus: 'out_of_stock',
  }),
  item({ id: 4, name: 'Old Palladium Coin', metalType: 'palladium', inventory: 7, active: false }),
  item({
    id: 5,
    name: 'House Silver Bar',
    metalType: 'silver',
    inventory: 9,
    sellerId: undefined,
    sellerName: 'Aurum',
  }),
];

const LIST = 'GET /api/products/mine?status=all';
const rows = () => screen.getAllByTestId('inventory-row').map((r) => within(r).getAllByRole('cell')[0].textContent);

function setup(
  role: 'gold_trader' | 'admin' = 'gold_trader',
  extra: Parameters<typeof mockFetch>[0] = {},
  path = '/inventory',
) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': jsonResponse(makeUser({ role })),
    [LIST]: jsonResponse(products),
    ...extra,
  });
  renderWithApp(<InventoryPage />, { path });
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const [method, path] = key.split(' ');
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && (init?.method ?? 'GET') === method);
  return call ? (call[1]?.body as unknown) : undefined;
};

/** A stock adjustment as GET/POST /api/products/{id}/stock answer it (actor is {id, name}). */
const adjustment = (a: Omit<StockAdjustment, 'actor'>): StockAdjustment => ({
  ...a,
  actor: { id: 2, name: 'Demo Trader' },
});

describe('InventoryPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Radix Switch measures its thumb; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('shows the summary cards and the active products with their stock status', async () => {
    setup();
    expect(await screen.findByText('Gold Bar 1 oz')).toBeInTheDocument();
    const values = screen.getAllByTestId('summary-value').map((v) => v.textContent);
    // 4 active products, 22 units, 10 × 2102 + 3 × 31.50 + 0 + 9 × 2102 = 40,032.50, 2 low or out.
    expect(values).toEqual(['4', '22', '$40,032.50', '2']);
    expect(rows()).toHaveLength(4);
    const silver = screen.getByText('Silver Coin 1 oz').closest('tr')!;
    expect(within(silver).getByText('Low Stock')).toBeInTheDocument();
    const platinum = screen.getByText('Platinum Bar').closest('tr')!;
    expect(within(platinum).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(screen.getByText('Gold Bar 1 oz').closest('tr')!).getByText('In Stock')).toBeInTheDocument();
    expect(screen.queryByText('Old Palladium Coin')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Seller' })).not.toBeInTheDocument();
  });

  it('searches by name and filters by metal and status', async () => {
    setup();
    await screen.findByText('Gold Bar 1 oz');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by product name' }), 'silver');
    expect(rows()).toHaveLength(2);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Metal' }), 'gold');
    expect(rows()).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Metal' }), 'all');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    expect(screen.getByText('Old Palladium Coin')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  it('?new=1 opens Add Product; grams are sent as troy ounces with the opening stock, then the image', async () => {
    const created = item({ id: 9, name: 'Kilo Gold Bar', inventory: 2 });
    const fetchMock = setup(
      'gold_trader',
      {
        'POST /api/products': jsonResponse(created, 201, 'Created'),
        'POST /api/products/9/image': jsonResponse({ ...created, imageUrl: '/uploads/p9.png' }),
      },
      '/inventory?new=1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Product name'), 'Kilo Gold Bar');
    await userEvent.clear(d.getByLabelText('Weight'));
    await userEvent.type(d.getByLabelText('Weight'), '1000');
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Weight unit' }), 'g');
    await userEvent.clear(d.getByLabelText('Purity (parts per 10,000)'));
    await userEvent.type(d.getByLabelText('Purity (parts per 10,000)'), '9999');
    expect(d.getByTestId('purity-hint')).toHaveTextContent('99.99% fine');
    await userEvent.clear(d.getByLabelText('Premium over spot (USD)'));
    await userEvent.type(d.getByLabelText('Premium over spot (USD)'), '120.50');
    await userEvent.clear(d.getByLabelText('Opening stock'));
    await userEvent.type(d.getByLabelText('Opening stock'), '2');
    await userEvent.upload(d.getByLabelText('Product image'), new File(['png'], 'bar.png', { type: 'image/png' }));
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(JSON.parse(String(bodyOf(fetchMock, 'POST /api/products')))).toEqual({
      name: 'Kilo Gold Bar',
      description: '',
      metalType: 'gold',
      form: 'bar',
      weight: 32.150747,
      purity: 9999,
      premium: '120.50',
      stock: 2,
    });
    expect(bodyOf(fetchMock, 'POST /api/products/9/image')).toBeInstanceOf(FormData);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts a server field error on its field and refuses a GIF before sending', async () => {
    setup('gold_trader', {
      'POST /api/products': jsonResponse(
        { code: 'validation_error', message: 'weight has more than 6 decimals', field: 'weight' },
        400,
        'Bad Request',
      ),
    });
    await screen.findByText('Gold Bar 1 oz');
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const d = within(await screen.findByRole('dialog'));
    await userEvent.upload(d.getByLabelText('Product image'), new File(['gif'], 'a.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(d.getByText('Choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    await userEvent.upload(d.getByLabelText('Product image'), new File(['png'], 'a.png', { type: 'image/png' }));
    await userEvent.type(d.getByLabelText('Product name'), 'Odd Bar');
    await userEvent.click(d.getByRole('button', { name: 'Add Product' }));
    expect(
      await d.findByText('weight has more than 6 decimals', { selector: '#product-weight-error' }),
    ).toBeInTheDocument();
    expect(d.getByLabelText('Weight')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a product: PATCH without stock, with active', async () => {
    const fetchMock = setup('gold_trader', {
      'PATCH /api/products/2': jsonResponse(item({ id: 2, name: 'Silver Coin 1 oz', active: false })),
    });
    await screen.findByText('Gold Bar 1 oz');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Silver Coin 1 oz' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
    expect(d.queryByLabelText('Opening stock')).not.toBeInTheDocument();
    await userEvent.click(d.getByRole('switch', { name: 'Active (listed in the catalogue)' }));
    await userEvent.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    const body = JSON.parse(String(bodyOf(fetchMock, 'PATCH /api/products/2')));
    expect(body).not.toHaveProperty('stock');
    expect(body).toMatchObject({ name: 'Silver Coin 1 oz', active: false, metalType: 'silver', weight: 1 });
  });

  it('adjusts stock with a reason and shows the history', async () => {
    const fetchMock = setup('gold_trader', {
      'GET /api/products/2/stock': jsonResponse([
        adjustment({ id: 2, delta: -1, reason: 'damaged', stockAfter: 3, createdAt: '2026-03-02T10:00:00Z' }),
        adjustment({ id: 1, delta: 4, reason: 'opening', stockAfter: 4, createdAt: '2026-03-01T10:00:00Z' }),
      ]),
      'POST /api/products/2/stock': jsonResponse({
        product: item({ id: 2, name: 'Silver Coin 1 oz', inventory: 13 }),
        adjustment: adjustment({
          id: 3,
          delta: 10,
          reason: 'received',
          stockAfter: 13,
          createdAt: '2026-03-03T10:00:00Z',
        }),
      }),
    });
    await screen.findByText('Gold Bar 1 oz');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust stock of Silver Coin 1 oz' }));
    const d = within(await screen.findByRole('dialog', { name: 'Adjust Stock' }));
    const history = await d.findByTestId('stock-history');
    expect(within(history).getByText('Damaged')).toBeInTheDocument();
    expect(within(history).getByText('Opening stock')).toBeInTheDocument();
    expect(within(history).getAllByText(/Demo Trader/)).toHaveLength(2);
    await userEvent.type(d.getByLabelText('Change in units (+/−)'), '-5');
    await userEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(d.getByText('Stock cannot go below zero (3 left)')).toBeInTheDocument();
    await userEvent.clear(d.getByLabelText('Change in units (+/−)'));
    await userEvent.type(d.getByLabelText('Change in units (+/−)'), '10');
    await userEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Stock updated')).toBeInTheDocument();
    expect(JSON.parse(String(bodyOf(fetchMock, 'POST /api/products/2/stock')))).toEqual({
      delta: 10,
      reason: 'received',
    });
  });

  it('shows admins every seller with a seller column and filter', async () => {
    setup('admin');
    expect(await screen.findByRole('columnheader', { name: 'Seller' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Seller' }), 'house');
    expect(rows()).toEqual([expect.stringContaining('House Silver Bar')]);
    expect(within(screen.getByTestId('inventory-row')).getByText('Aurum (house)')).toBeInTheDocument();
  });
});
