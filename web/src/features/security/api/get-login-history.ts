import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { securityKeys } from '@/lib/security/security-keys';

export type SecurityEvent = components['schemas']['SecurityEvent'];

/** GET /api/auth/login-history: the security log of the last 90 days, newest first. */
export const loginHistoryQueryOptions = () => queryOptions<SecurityEvent[]>({ queryKey: securityKeys.loginHistory });

/** Fetched only while the history dialog is open (and fresh each time it opens). */
export function useLoginHistory(enabled: boolean) {
  return useQuery({ ...loginHistoryQueryOptions(), enabled, staleTime: 0 });
}
