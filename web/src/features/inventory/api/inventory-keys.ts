import { productKeys } from '@/lib/shop/keys';

/** Query keys of the inventory workspace, under the shared product keys so a purchase refreshes them. */
export const inventoryKeys = {
  mine: productKeys.mine,
  stock: (id: number) => ['/api/products', id, 'stock'] as const,
};
