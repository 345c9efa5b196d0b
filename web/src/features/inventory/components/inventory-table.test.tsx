import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/testing/test-utils';
import { makeProduct } from '@/testing/shop-fixtures';
import { InventoryTable } from '@/features/inventory/components/inventory-table';
import type { InventoryProduct } from '@/features/inventory/api/types';

const product: InventoryProduct = {
  ...makeProduct({ name: 'Gold Bar 1 oz' }),
  active: true,
  stockStatus: 'in_stock',
  sellerName: 'Demo Gold Trading LLC',
};

const renderTable = (showSeller: boolean) =>
  renderWithApp(<InventoryTable products={[product]} showSeller={showSeller} onEdit={vi.fn()} onStock={vi.fn()} />);

describe('InventoryTable', () => {
  it("keeps admins' row actions narrow below 2xl: icons with their names as accessible name and tooltip", () => {
    // The seller column pushed the labelled Stock and Edit buttons past a 1280 px screen's table.
    renderTable(true);
    const row = screen.getByTestId('inventory-row');
    const edit = within(row).getByRole('button', { name: /^Edit / });
    expect(edit).toHaveAttribute('title', 'Edit');
    expect(within(edit).getByText('Edit')).toHaveClass('hidden', '2xl:inline');
    const stock = within(row).getByRole('button', { name: /^Adjust stock of / });
    expect(within(stock).getByText('Stock')).toHaveClass('hidden', '2xl:inline');
  });

  it("keeps the labels on a trader's own list (no seller column)", () => {
    renderTable(false);
    const row = screen.getByTestId('inventory-row');
    expect(within(within(row).getByRole('button', { name: /^Edit / })).getByText('Edit')).not.toHaveClass('hidden');
  });
});
