import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { securityKeys } from '@/lib/security/security-keys';

export type Passkey = components['schemas']['Passkey'];

/** GET /api/auth/passkeys: the signed-in user's passkeys, newest first. */
export const passkeysQueryOptions = () => queryOptions<Passkey[]>({ queryKey: securityKeys.passkeys });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
