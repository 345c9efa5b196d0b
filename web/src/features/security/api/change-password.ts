import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { securityKeys } from '@/lib/security/security-keys';

export type PasswordChange = components['schemas']['PasswordChangeRequest'];
export type SessionsRevoked = components['schemas']['SessionsRevoked'];

export const changePassword = (body: PasswordChange) => apiRequest<SessionsRevoked>('POST', '/api/auth/password', body);

/** Change the password; the server ends every other session. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: securityKeys.sessions });
      void client.invalidateQueries({ queryKey: securityKeys.loginHistory });
    },
  });
}
