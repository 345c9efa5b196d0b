import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { securityKeys } from '@/lib/security/security-keys';
import type { SessionsRevoked } from '@/features/security/api/change-password';

export const revokeOtherSessions = () => apiRequest<SessionsRevoked>('DELETE', '/api/auth/sessions');

/** Sign out everywhere else: every session but this one ends. */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
