import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientKeys, inviteKeys, type TraderInvite } from '@/features/clients/api/client-keys';

export const createInvite = (email: string) => apiRequest<TraderInvite>('POST', '/api/trader/invites', { email });

/** POST /api/trader/invites; an existing account becomes a client at once, so both lists refresh. */
export function useCreateInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: inviteKeys.all }),
        client.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
