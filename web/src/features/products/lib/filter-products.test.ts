import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/shop-fixtures';
import { defaultFilters, filterProducts } from '@/features/products/lib/filter-products';

const items = [
  makeProduct({ id: 1, name: 'B gold', currentPrice: '900.00', weight: 0.5, form: 'coin' }),
  makeProduct({ id: 2, name: 'A silver', metalType: 'silver', currentPrice: '30.00', weight: 1 }),
  makeProduct({ id: 3, name: 'C gold kilo', currentPrice: '70000.00', weight: 32.15, inventory: 0, inStock: false }),
];
const ids = (f: Partial<typeof defaultFilters>) => filterProducts(items, { ...defaultFilters, ...f }).map((p) => p.id);

describe('filterProducts', () => {
  it('sorts by name and by price (numbers, not strings)', () => {
    expect(ids({})).toEqual([2, 1, 3]);
    expect(ids({ sort: 'price-asc' })).toEqual([2, 1, 3]);
    expect(ids({ sort: 'price-desc' })).toEqual([3, 1, 2]);
  });

  it('filters by search, metal, weight, form and stock', () => {
    expect(ids({ search: 'KILO' })).toEqual([3]);
    expect(ids({ metal: 'gold' })).toEqual([1, 3]);
    expect(ids({ minWeight: '1', maxWeight: '10' })).toEqual([2]);
    expect(ids({ form: 'coin' })).toEqual([1]);
    expect(ids({ inStockOnly: true })).toEqual([2, 1]);
  });
});
