import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { securityKeys } from '@/lib/security/security-keys';

export type SessionInfo = components['schemas']['SessionInfo'];

/** GET /api/auth/sessions: the account's open sessions, the current one flagged. */
export const sessionsQueryOptions = () => queryOptions<SessionInfo[]>({ queryKey: securityKeys.sessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
