import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { securityKeys, type RecoveryCodes } from '@/lib/security/security-keys';

export const enableTotp = (code: string) => apiRequest<RecoveryCodes>('POST', '/api/auth/mfa/totp/enable', { code });

/**
 * Confirm enrolment with a current code; answers the ten recovery codes (shown once). The server
 * also lifts an administrator's mfa_required for this session, so queries that failed with it are
 * fetched again.
 */
export function useEnableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: securityKeys.mfa });
      void client.invalidateQueries({ queryKey: authKeys.user });
      void client.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    },
  });
}
