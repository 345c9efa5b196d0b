import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { offerKeys } from '@/features/clients/api/client-keys';

export const cancelOffer = (id: number) => apiRequest<unknown>('DELETE', `/api/trader/offers/${id}`);

/** DELETE /api/trader/offers/{id}: only an open offer can be cancelled. */
export function useCancelOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOffer,
    onSettled: () => client.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
