import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityKeys, type MfaStatus } from '@/lib/security/security-keys';

/** GET /api/auth/mfa: which second factors the signed-in user has. */
export const mfaStatusQueryOptions = () => queryOptions<MfaStatus>({ queryKey: securityKeys.mfa });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
