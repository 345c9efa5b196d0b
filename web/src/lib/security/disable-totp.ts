import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import type { components } from '@/lib/api-types';
import { securityKeys } from '@/lib/security/security-keys';

export type TotpDisableRequest = components['schemas']['TotpDisableRequest'];

export const disableTotp = (body: TotpDisableRequest) => apiRequest<void>('POST', '/api/auth/mfa/totp/disable', body);

/** Turn the authenticator app off with a current code or the password (recovery codes go too). */
export function useDisableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: securityKeys.mfa });
      void client.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
