import type { components } from '@/lib/api-types';

type Schemas = components['schemas'];
export type KycCategory = Schemas['KycCategory'];
export type KycDocumentType = Schemas['KycDocumentType'];
export type KycDocument = Schemas['KycDocument'];
export type KycCaseStatus = Schemas['KycCaseStatus'];
export type KycCase = Schemas['KycCase'];
export type KycCaseDetail = Schemas['KycCaseDetail'];
export type TradingLimits = Schemas['TradingLimits'];
export type ComplianceStatus = Schemas['ComplianceStatus'];
export type ComplianceReport = Schemas['ComplianceReport'];
export type ComplianceReportStatus = Schemas['ComplianceReportStatus'];
export type ComplianceReportType = Schemas['ComplianceReportType'];
export type AdminComplianceReport = Schemas['AdminComplianceReport'];
export type DocumentState = Schemas['DocumentState'];

/** Query keys of the caller's own compliance data (GET paths, general to specific). */
export const complianceKeys = {
  all: ['/api/compliance'] as const,
  limits: () => [...complianceKeys.all, 'limits'] as const,
  status: () => [...complianceKeys.all, 'status'] as const,
  reports: () => [...complianceKeys.all, 'reports'] as const,
};

export const kycKeys = {
  all: ['/api/kyc'] as const,
  documents: () => [...kycKeys.all, 'documents'] as const,
};

/** The document types the server accepts in each category (api/openapi.yaml KycDocumentType). */
export const documentTypesByCategory: Record<KycCategory, readonly KycDocumentType[]> = {
  identity: ['drivers_license', 'passport', 'national_id', 'state_id'],
  address: ['utility_bill', 'bank_statement', 'lease'],
  income: ['pay_slip', 'tax_return', 'bank_statement'],
  source_of_funds: ['declaration', 'bank_statement', 'sale_contract'],
};

export type StatusTone = 'success' | 'warning' | 'destructive' | 'secondary';

/**
 * Spec section 4's colour groups for KYC, AML and report statuses: approved, verified, compliant,
 * clear, completed green; pending, under_review, resubmit yellow; rejected, flagged, failed red;
 * anything else grey.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  switch (status) {
    case 'approved':
    case 'verified':
    case 'compliant':
    case 'clear':
    case 'completed':
      return 'success';
    case 'pending':
    case 'under_review':
    case 'resubmit':
      return 'warning';
    case 'rejected':
    case 'flagged':
    case 'failed':
      return 'destructive';
    default:
      return 'secondary';
  }
}

export type RiskLevel = 'Low' | 'Medium' | 'High';

/** Spec section 4: below 30 Low, below 70 Medium, otherwise High. */
export function riskLevelFor(score: number): RiskLevel {
  if (score < 30) return 'Low';
  if (score < 70) return 'Medium';
  return 'High';
}

export const riskTone: Record<RiskLevel, StatusTone> = { Low: 'success', Medium: 'warning', High: 'destructive' };
