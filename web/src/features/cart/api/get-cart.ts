import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cartKeys } from '@/lib/shop/keys';
import type { CartItem } from '@/lib/shop/types';

export const getCart = () => apiRequest<CartItem[]>('GET', '/api/cart');

export const cartQueryOptions = () => queryOptions({ queryKey: cartKeys.all, queryFn: getCart });

export const useCart = () => useQuery(cartQueryOptions());
