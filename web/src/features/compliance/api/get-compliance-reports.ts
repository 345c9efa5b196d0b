import { queryOptions, useQuery } from '@tanstack/react-query';
import { complianceKeys, type ComplianceReport } from '@/lib/compliance';

/** GET /api/compliance/reports: reports about the caller's account, newest first. */
export const complianceReportsQueryOptions = () =>
  queryOptions<ComplianceReport[]>({ queryKey: complianceKeys.reports() });

export function useComplianceReports() {
  return useQuery(complianceReportsQueryOptions());
}
