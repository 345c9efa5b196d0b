import type { QueryClient } from '@tanstack/react-query';
import type { ComplianceReportStatus, ComplianceReportType, KycCaseStatus } from '@/lib/compliance';
import type { ContactStatus, RefundFilter, UserFilters } from '@/features/admin/api/types';

export interface ReportFilters {
  status?: ComplianceReportStatus | '';
  type?: ComplianceReportType | '';
}

export const adminKeys = {
  all: ['/api/admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: UserFilters) => [...adminKeys.users(), 'list', filters] as const,
  user: (id: number) => [...adminKeys.users(), id] as const,
  traders: () => [...adminKeys.all, 'traders'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  contactRequests: () => [...adminKeys.all, 'contact-requests'] as const,
  contactRequestList: (status: ContactStatus | '') => [...adminKeys.contactRequests(), { status }] as const,
  kyc: () => [...adminKeys.all, 'kyc'] as const,
  kycCases: (status: KycCaseStatus) => [...adminKeys.kyc(), { status }] as const,
  kycCase: (id: number) => [...adminKeys.kyc(), id] as const,
  reports: () => [...adminKeys.all, 'compliance', 'reports'] as const,
  reportList: (filters: ReportFilters) => [...adminKeys.reports(), filters] as const,
  refunds: () => [...adminKeys.all, 'refunds'] as const,
  refundList: (status: RefundFilter) => [...adminKeys.refunds(), { status }] as const,
};

/** "?a=1&b=x" from the set values, "" when none. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const qs = query.toString();
  return qs ? `?${qs}` : '';
}

/** After a refund changed (retried, settled, or refused as out of date): its lists and the dashboard's count. */
export const invalidateRefunds = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.refunds() }),
    client.invalidateQueries({ queryKey: adminKeys.dashboard() }),
  ]);
