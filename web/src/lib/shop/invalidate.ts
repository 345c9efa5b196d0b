import type { QueryClient } from '@tanstack/react-query';
import { cartKeys, checkoutKeys, orderKeys, portfolioKeys, productKeys } from '@/lib/shop/keys';

/** Refresh the cart list and its server totals after any cart change. */
export function invalidateCart(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: cartKeys.all }),
    client.invalidateQueries({ queryKey: cartKeys.totals }),
  ]);
}

/** After a purchase or a status change: everything a paid order touches. */
export function invalidateAfterOrder(client: QueryClient) {
  return Promise.all([
    invalidateCart(client),
    client.invalidateQueries({ queryKey: checkoutKeys.quote }),
    client.invalidateQueries({ queryKey: orderKeys.all }),
    client.invalidateQueries({ queryKey: orderKeys.manage }),
    client.invalidateQueries({ queryKey: portfolioKeys.all }),
    client.invalidateQueries({ queryKey: portfolioKeys.summary }),
    client.invalidateQueries({ queryKey: portfolioKeys.transactions }),
    client.invalidateQueries({ queryKey: productKeys.all }),
  ]);
}
