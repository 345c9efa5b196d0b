import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { invalidateCart } from '@/lib/shop/invalidate';
import { toast } from '@/lib/use-toast';
import { offerKeys, type DealerOffer } from '@/features/cart/api/get-offers';

export const acceptOffer = (id: number) => apiRequest<DealerOffer>('POST', `/api/offers/${id}/accept`);
export const declineOffer = (id: number) => apiRequest<DealerOffer>('POST', `/api/offers/${id}/decline`);

/**
 * POST /api/offers/{id}/accept puts the offer's lines in my cart at their locked prices (replacing
 * my lines of those products); /decline turns it down. Either way the offers and the cart reload.
 * The toasts live here, not with the card: the answered offer's card is gone by the time they show.
 */
export function useRespondOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => (accept ? acceptOffer(id) : declineOffer(id)),
    onSuccess: (_data, { accept }) =>
      toast({
        title: i18n._(accept ? 'cart.offers.accepted' : 'cart.offers.declined'),
        description: accept ? i18n._('cart.offers.acceptedBody') : undefined,
      }),
    onError: (error) =>
      toast({ title: i18n._('cart.offers.failed'), description: errorMessage(error), variant: 'destructive' }),
    onSettled: (_data, _error, { accept }) =>
      Promise.all([client.invalidateQueries({ queryKey: offerKeys.mine }), accept && invalidateCart(client)]),
  });
}
