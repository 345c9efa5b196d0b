import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { securityKeys } from '@/lib/security/security-keys';
import { createPasskey } from '@/lib/security/webauthn';
import type { Passkey } from '@/features/security/api/get-passkeys';

export const getRegistrationOptions = () =>
  apiRequest<PublicKeyCredentialCreationOptionsJSON>('POST', '/api/auth/passkeys/register/options');

export const savePasskey = (body: { credential: RegistrationResponseJSON; name?: string }) =>
  apiRequest<Passkey>('POST', '/api/auth/passkeys/register', body);

/** The whole ceremony: options from the server, the browser's prompt, then the stored passkey. */
export async function registerPasskey(name: string): Promise<Passkey> {
  const options = await getRegistrationOptions();
  const credential = await createPasskey(options);
  return savePasskey({ credential, ...(name.trim() ? { name: name.trim() } : {}) });
}

export function useRegisterPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerPasskey,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: securityKeys.passkeys });
      void client.invalidateQueries({ queryKey: securityKeys.mfa });
      void client.invalidateQueries({ queryKey: authKeys.user });
      void client.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    },
  });
}
