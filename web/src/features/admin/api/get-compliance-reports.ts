import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminComplianceReport } from '@/lib/compliance';
import { adminKeys, type ReportFilters } from '@/features/admin/api/admin-keys';

export function getComplianceReports(filters: ReportFilters) {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.type) query.set('type', filters.type);
  const qs = query.toString();
  return apiRequest<AdminComplianceReport[]>('GET', `/api/admin/compliance/reports${qs ? `?${qs}` : ''}`);
}

/** GET /api/admin/compliance/reports?status=&type=: every account's reports, newest first. */
export const complianceReportsQueryOptions = (filters: ReportFilters) =>
  queryOptions({ queryKey: adminKeys.reportList(filters), queryFn: () => getComplianceReports(filters) });

export function useAdminComplianceReports(filters: ReportFilters) {
  return useQuery(complianceReportsQueryOptions(filters));
}
