import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sendClientMessage = (id: number, text: string) =>
  apiRequest<{ id: number }>('POST', `/api/trader/clients/${id}/messages`, { text });

/** POST /api/trader/clients/{id}/messages: lands in the client's notification centre. */
export function useSendClientMessage() {
  return useMutation({ mutationFn: ({ id, text }: { id: number; text: string }) => sendClientMessage(id, text) });
}
