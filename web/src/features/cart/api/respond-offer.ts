import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateCart } from '@/lib/shop/invalidate';
import { offerKeys, type DealerOffer } from '@/features/cart/api/get-offers';

export const acceptOffer = (id: number) => apiRequest<DealerOffer>('POST', `/api/offers/${id}/accept`);
export const declineOffer = (id: number) => apiRequest<DealerOffer>('POST', `/api/offers/${id}/decline`);

/**
 * POST /api/offers/{id}/accept puts the offer's lines in my cart at their locked prices (replacing
 * my lines of those products); /decline turns it down. Either way the offers and the cart reload.
 */
export function useRespondOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => (accept ? acceptOffer(id) : declineOffer(id)),
    onSettled: (_data, _error, { accept }) =>
      Promise.all([client.invalidateQueries({ queryKey: offerKeys.mine }), accept && invalidateCart(client)]),
  });
}
