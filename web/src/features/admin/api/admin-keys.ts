import type { ComplianceReportStatus, ComplianceReportType, KycCaseStatus } from '@/lib/compliance';

export interface ReportFilters {
  status?: ComplianceReportStatus | '';
  type?: ComplianceReportType | '';
}

export const adminKeys = {
  all: ['/api/admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  traders: () => [...adminKeys.all, 'traders'] as const,
  kyc: () => [...adminKeys.all, 'kyc'] as const,
  kycCases: (status: KycCaseStatus) => [...adminKeys.kyc(), { status }] as const,
  kycCase: (id: number) => [...adminKeys.kyc(), id] as const,
  reports: () => [...adminKeys.all, 'compliance', 'reports'] as const,
  reportList: (filters: ReportFilters) => [...adminKeys.reports(), filters] as const,
};
