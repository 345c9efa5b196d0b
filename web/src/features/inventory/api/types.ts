import type { components } from '@/lib/api-types';
import type { Product } from '@/lib/shop/types';

export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';
export type StockReason = 'received' | 'damaged' | 'correction';

/** A product of GET /api/products/mine: the catalogue product plus its lifecycle and stock status. */
export type InventoryProduct = Product & {
  reserved?: number;
  active: boolean;
  stockStatus: StockStatus;
  sellerName?: string | null;
};

/** One row of GET /api/products/{id}/stock (newest first); `actor` is `{id, name}` or null. */
export type StockAdjustment = components['schemas']['StockAdjustment'];

/** POST /api/products; PATCH /api/products/{id} takes any of these but `stock`, plus `active`. */
export interface ProductInput {
  name: string;
  description: string;
  metalType: Product['metalType'];
  form: 'bar' | 'coin';
  weight: number;
  purity: number;
  premium: string;
  stock?: number;
  active?: boolean;
}
