import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { securityKeys, type RecoveryCodes } from '@/lib/security/security-keys';

export const regenerateRecoveryCodes = (code: string) =>
  apiRequest<RecoveryCodes>('POST', '/api/auth/mfa/recovery-codes', { code });

/** Ten new recovery codes for a current authenticator code; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.mfa }),
  });
}
