import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { securityKeys } from '@/lib/security/security-keys';

export const revokeSession = (id: string) => apiRequest<void>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);

/** End one other session of the account. */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
