import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { apiRequest, errorStatus, readApiError } from '@/lib/api-client';
import { invalidateCart } from '@/lib/shop/invalidate';
import type { CartItem, Product } from '@/lib/shop/types';
import { signInAgain } from '@/lib/navigation';
import { toast } from '@/lib/use-toast';

export const addToCart = (productId: number, quantity = 1) =>
  apiRequest<CartItem>('POST', '/api/cart/add', { productId, quantity });

/** POST /api/cart/add with quantity 1 (spec section 9) and the three toasts of spec section 8. */
export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: Pick<Product, 'id' | 'name'>) => addToCart(product.id),
    onSuccess: async (_line, product) => {
      toast({ title: i18n._('products.added'), description: i18n._('products.addedBody', { name: product.name }) });
      await invalidateCart(client);
    },
    onError: (error) => {
      if (errorStatus(error) === 401) {
        signInAgain();
        return;
      }
      // A stock conflict has a useful message ("Only 3 units … are available"); show it.
      const body = readApiError(error);
      toast({
        title: i18n._('products.error'),
        description: errorStatus(error) === 409 && body ? body.message : i18n._('products.addFailed'),
        variant: 'destructive',
      });
    },
  });
}
