import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cartKeys } from '@/lib/shop/keys';
import type { CartTotals } from '@/lib/shop/types';

export const getCartTotals = () => apiRequest<CartTotals>('GET', '/api/cart/totals');

export const cartTotalsQueryOptions = () => queryOptions({ queryKey: cartKeys.totals, queryFn: getCartTotals });

/** The server's figures (integer cents, spec section 9); the page never adds prices itself. */
export const useCartTotals = () => useQuery(cartTotalsQueryOptions());
