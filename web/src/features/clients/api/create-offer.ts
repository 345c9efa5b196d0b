import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { offerKeys, type Offer, type OfferRequest } from '@/features/clients/api/client-keys';

export const createOffer = (body: OfferRequest) => apiRequest<Offer>('POST', '/api/trader/offers', body);

/** POST /api/trader/offers: prices are locked by the server at the current price. */
export function useCreateOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSuccess: () => client.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
