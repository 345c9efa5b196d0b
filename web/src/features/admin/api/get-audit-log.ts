import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, queryString } from '@/features/admin/api/admin-keys';
import type { AuditEntry } from '@/features/admin/api/types';

export const AUDIT_PAGE_SIZE = 100;

export const getAuditLog = (before?: number) =>
  apiRequest<AuditEntry[]>('GET', `/api/admin/audit${queryString({ limit: AUDIT_PAGE_SIZE, before })}`);

/** GET /api/admin/audit, newest first; each further page starts before the last row's id. */
export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam }) => getAuditLog(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < AUDIT_PAGE_SIZE ? undefined : last[last.length - 1]?.id),
  });

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions());
}
