import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { apiRequest } from '@/lib/api-client';
import { invalidateCart } from '@/lib/shop/invalidate';
import type { CartItem } from '@/lib/shop/types';
import { toastCartError } from '@/features/cart/api/cart-errors';

/** PATCH /api/cart/{id}; the server answers 204 when quantity <= 0 removed the line. */
export const updateCartItem = (id: number, quantity: number) =>
  apiRequest<CartItem | undefined>('PATCH', `/api/cart/${id}`, { quantity });

export function useUpdateCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) => updateCartItem(id, quantity),
    onError: (error) => toastCartError(error, i18n._('cart.updateFailed')),
    onSettled: () => invalidateCart(client),
  });
}
