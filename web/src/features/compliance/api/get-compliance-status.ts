import { queryOptions, useQuery } from '@tanstack/react-query';
import { complianceKeys, type ComplianceStatus } from '@/lib/compliance';

/** GET /api/compliance/status through the default query fn. */
export const complianceStatusQueryOptions = () => queryOptions<ComplianceStatus>({ queryKey: complianceKeys.status() });

export function useComplianceStatus() {
  return useQuery(complianceStatusQueryOptions());
}
