import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { apiRequest } from '@/lib/api-client';
import { invalidateCart } from '@/lib/shop/invalidate';
import { toast } from '@/lib/use-toast';
import { toastCartError } from '@/features/cart/api/cart-errors';

export const removeCartItem = (id: number) => apiRequest<void>('DELETE', `/api/cart/${id}`);

export function useRemoveCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeCartItem(id),
    onSuccess: () => toast({ title: i18n._('cart.removed'), description: i18n._('cart.removedBody') }),
    onError: (error) => toastCartError(error, i18n._('cart.removeFailed')),
    onSettled: () => invalidateCart(client),
  });
}
