import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { authKeys, type User } from '@/lib/auth';
import { getPasskeyAssertion } from '@/lib/security/webauthn';
import { getPasskeyLoginOptions } from '@/features/auth/api/verify-mfa';

export type PasskeyAssertionRequest = components['schemas']['PasskeyAssertionRequest'];

export const passkeyLogin = (body: PasskeyAssertionRequest) =>
  apiRequest<User>('POST', '/api/auth/passkeys/login', body);

/** Sign in without a password: any discoverable passkey for this site. */
export async function signInWithPasskey(): Promise<User> {
  const assertion = await getPasskeyAssertion(await getPasskeyLoginOptions());
  return passkeyLogin({ assertion: assertion as PasskeyAssertionRequest['assertion'] });
}

export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => queryClient.setQueryData(authKeys.user, user),
  });
}
