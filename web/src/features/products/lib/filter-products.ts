import type { MetalType } from '@/lib/metals';
import type { Product } from '@/lib/shop/types';

export type SortKey = 'name' | 'price-asc' | 'price-desc';
export type FormFilter = 'all' | 'bar' | 'coin';

export interface CatalogFilters {
  search: string;
  metal: 'all' | MetalType;
  sort: SortKey;
  minWeight: string;
  maxWeight: string;
  form: FormFilter;
  inStockOnly: boolean;
}

export const defaultFilters: CatalogFilters = {
  search: '',
  metal: 'all',
  sort: 'name',
  minWeight: '',
  maxWeight: '',
  form: 'all',
  inStockOnly: false,
};

/** How many advanced filters differ from their defaults (for the button's badge). */
export function activeAdvancedCount(f: CatalogFilters): number {
  return [f.minWeight !== '', f.maxWeight !== '', f.form !== 'all', f.inStockOnly].filter(Boolean).length;
}

function parseBound(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Search (name and description, case-insensitive), metal, weight range (oz), form, stock; then sort. */
export function filterProducts(products: readonly Product[], f: CatalogFilters): Product[] {
  const q = f.search.trim().toLowerCase();
  const min = parseBound(f.minWeight);
  const max = parseBound(f.maxWeight);
  const out = products.filter(
    (p) =>
      (q === '' || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)) &&
      (f.metal === 'all' || p.metalType === f.metal) &&
      (min === null || p.weight >= min) &&
      (max === null || p.weight <= max) &&
      (f.form === 'all' || p.form === f.form) &&
      (!f.inStockOnly || (p.inStock && p.inventory > 0)),
  );
  const price = (p: Product) => Number(p.currentPrice);
  switch (f.sort) {
    case 'price-asc':
      return out.sort((a, b) => price(a) - price(b) || a.name.localeCompare(b.name));
    case 'price-desc':
      return out.sort((a, b) => price(b) - price(a) || a.name.localeCompare(b.name));
    default:
      return out.sort((a, b) => a.name.localeCompare(b.name));
  }
}
