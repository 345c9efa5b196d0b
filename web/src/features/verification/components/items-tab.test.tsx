import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { makeProduct } from '@/testing/shop-fixtures';
import { ItemsTab } from '@/features/verification/components/items-tab';

const items = [
  {
    id: 1,
    serialNumber: 'AUR-0001',
    productName: 'Gold Bar 1 oz',
    metal: 'gold',
    weight: '1',
    purity: '999.9',
    status: 'at_dealer',
    productId: 1,
  },
];

const products = [
  { ...makeProduct({ id: 1, name: 'Gold Bar 1 oz', weight: 1, purity: 9999, form: 'bar' }), active: true },
  { ...makeProduct({ id: 2, name: 'Old Coin' }), active: false },
];

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === method)?.[1]?.body));

function setup(extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/provenance/items': jsonResponse(items),
    'GET /api/products/mine?status=all': jsonResponse(products),
    ...extra,
  });
  renderWithApp(<ItemsTab />, { path: '/verification' });
  return fetchMock;
}

describe('Verification Center items', { timeout: 20_000 }, () => {
  it('registers a serialized item of one of the trader’s active products', async () => {
    const fetchMock = setup({
      'POST /api/provenance/items': jsonResponse({ ...items[0], id: 2, serialNumber: 'AUR-0002' }, 201, 'Created'),
    });
    const product = await screen.findByLabelText('Product');
    await screen.findByRole('option', { name: 'Gold Bar 1 oz' });
    expect(screen.queryByRole('option', { name: 'Old Coin' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register Item' }));
    expect(screen.getByText('Choose one of your products')).toBeInTheDocument();
    await userEvent.selectOptions(product, '1');
    await userEvent.type(screen.getByLabelText('Serial number'), 'AUR-0002');
    await userEvent.type(screen.getByLabelText('Refiner'), 'PAMP');
    await userEvent.type(screen.getByLabelText('Batch'), 'B-7');
    await userEvent.clear(screen.getByLabelText('Year'));
    await userEvent.type(screen.getByLabelText('Year'), '2026');
    await userEvent.type(screen.getByLabelText('Location'), 'New York');
    await userEvent.type(screen.getByLabelText('Facility'), 'Vault 1');
    await userEvent.click(screen.getByRole('button', { name: 'Register Item' }));
    expect(await screen.findByText('Item registered')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/provenance/items')).toEqual({
      serialNumber: 'AUR-0002',
      productId: 1,
      productName: 'Gold Bar 1 oz',
      type: 'bar',
      metal: 'gold',
      weightOz: '1',
      purity: 9999,
      refiner: 'PAMP',
      batch: 'B-7',
      year: 2026,
      location: 'New York',
      facility: 'Vault 1',
    });
  });

  it('shows a taken serial on its field', async () => {
    setup({
      'POST /api/provenance/items': jsonResponse(
        { code: 'conflict', message: 'Serial number already registered' },
        409,
        'Conflict',
      ),
    });
    await screen.findByRole('option', { name: 'Gold Bar 1 oz' });
    await userEvent.selectOptions(screen.getByLabelText('Product'), '1');
    for (const [label, value] of [
      ['Serial number', 'AUR-0001'],
      ['Refiner', 'PAMP'],
      ['Batch', 'B'],
      ['Location', 'NY'],
      ['Facility', 'V'],
    ])
      await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Register Item' }));
    expect(
      await screen.findByText('Serial number already registered', { selector: '#item-serialNumber-error' }),
    ).toBeInTheDocument();
  });

  it('records a custody event for an item', async () => {
    const fetchMock = setup({
      'POST /api/provenance/items/AUR-0001/events': jsonResponse(
        { seq: 3, type: 'inspection', timestamp: '2026-03-01T00:00:00Z' },
        201,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Record a custody event for AUR-0001' }));
    const d = within(await screen.findByRole('dialog', { name: 'Record Custody Event' }));
    await userEvent.selectOptions(d.getByLabelText('Event type'), 'inspection');
    await userEvent.type(d.getByLabelText('Location'), 'New York vault');
    await userEvent.type(d.getByLabelText('What happened'), 'Annual inspection');
    await userEvent.type(d.getByLabelText('Verified by'), 'J. Smith');
    await userEvent.click(d.getByRole('button', { name: 'Record event' }));
    expect(await screen.findByText('Custody event recorded')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/provenance/items/AUR-0001/events')).toEqual({
      type: 'inspection',
      location: 'New York vault',
      action: 'Annual inspection',
      verifiedBy: 'J. Smith',
    });
  });

  it('previews the QR label and opens a print view with the QR, serial and product', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Print label for AUR-0001' }));
    const d = within(await screen.findByRole('dialog', { name: 'QR Label' }));
    expect(d.getByRole('img', { name: 'QR label for AUR-0001' })).toHaveAttribute(
      'src',
      '/api/provenance/items/AUR-0001/qr.svg',
    );
    const doc = document.implementation.createHTMLDocument('print');
    const print = vi.fn();
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValue({ document: doc, focus: vi.fn(), print } as unknown as Window);
    await userEvent.click(d.getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalled();
    expect(doc.body.textContent).toContain('AUR-0001');
    expect(doc.body.textContent).toContain('Gold Bar 1 oz');
    expect(doc.querySelector('img')?.getAttribute('src')).toMatch(/\/api\/provenance\/items\/AUR-0001\/qr\.svg$/);
  });
});
