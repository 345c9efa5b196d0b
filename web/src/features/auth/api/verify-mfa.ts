import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { authKeys, type User } from '@/lib/auth';
import { getPasskeyAssertion } from '@/lib/security/webauthn';

export type MfaVerifyRequest = components['schemas']['MfaVerifyRequest'];

export const verifyMfa = (body: MfaVerifyRequest) => apiRequest<User>('POST', '/api/auth/mfa/verify', body);

/** Passkey request options; with the pending sign-in cookie they list that account's passkeys. */
export const getPasskeyLoginOptions = () =>
  apiRequest<PublicKeyCredentialRequestOptionsJSON>('POST', '/api/auth/passkeys/login/options');

/** The second factor as a passkey: the browser's prompt, then the assertion to verify. */
export async function verifyMfaWithPasskey(): Promise<User> {
  const assertion = await getPasskeyAssertion(await getPasskeyLoginOptions());
  return verifyMfa({ assertion: assertion as MfaVerifyRequest['assertion'] });
}

/**
 * Complete a sign-in that asked for a second factor: a 6-digit code or a recovery code
 * (`{code}`), or `'passkey'`. Opens the session like a password sign-in does.
 */
export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string } | 'passkey') =>
      input === 'passkey' ? verifyMfaWithPasskey() : verifyMfa({ code: input.code }),
    onSuccess: (user) => queryClient.setQueryData(authKeys.user, user),
  });
}
