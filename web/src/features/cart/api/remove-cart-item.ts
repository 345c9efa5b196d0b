import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateCart } from '@/lib/shop/invalidate';
import { toast } from '@/lib/use-toast';
import { toastCartError } from '@/features/cart/api/cart-errors';

export const removeCartItem = (id: number) => apiRequest<void>('DELETE', `/api/cart/${id}`);

export function useRemoveCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeCartItem(id),
    onSuccess: () => toast({ title: 'Item removed', description: 'Item has been removed from your cart' }),
    onError: (error) => toastCartError(error, 'Failed to remove the item. Please try again.'),
    onSettled: () => invalidateCart(client),
  });
}
