/** Catalogue ids (`app` area: only signed-in pages show them) of the KYC and compliance values. */
import type { MessageId } from '@/i18n';
import type {
  ComplianceReportStatus,
  ComplianceReportType,
  ComplianceStatus,
  DocumentState,
  KycCaseStatus,
  KycCategory,
  KycDocumentType,
  RiskLevel,
} from '@/lib/compliance';

export const documentTypeLabel: Record<KycDocumentType, MessageId> = {
  drivers_license: 'kyc.documentType.driversLicense',
  passport: 'kyc.documentType.passport',
  national_id: 'kyc.documentType.nationalId',
  state_id: 'kyc.documentType.stateId',
  utility_bill: 'kyc.documentType.utilityBill',
  bank_statement: 'kyc.documentType.bankStatement',
  lease: 'kyc.documentType.lease',
  pay_slip: 'kyc.documentType.paySlip',
  tax_return: 'kyc.documentType.taxReturn',
  declaration: 'kyc.documentType.declaration',
  sale_contract: 'kyc.documentType.saleContract',
};

export const categoryLabel: Record<KycCategory, MessageId> = {
  identity: 'kyc.category.identity',
  address: 'kyc.category.address',
  income: 'kyc.category.income',
  source_of_funds: 'kyc.category.sourceOfFunds',
};

export const documentStateLabel: Record<DocumentState | 'resubmit', MessageId> = {
  missing: 'kyc.documentState.missing',
  pending: 'kyc.documentState.pending',
  verified: 'kyc.documentState.verified',
  rejected: 'kyc.documentState.rejected',
  resubmit: 'kyc.documentState.resubmit',
};

export const caseStatusLabel: Record<KycCaseStatus, MessageId> = {
  pending: 'kyc.caseStatus.pending',
  approved: 'kyc.caseStatus.approved',
  rejected: 'kyc.caseStatus.rejected',
  resubmit: 'kyc.caseStatus.resubmit',
};

export const reportStatusLabel: Record<ComplianceReportStatus, MessageId> = {
  pending: 'myCompliance.reportStatus.pending',
  under_review: 'myCompliance.reportStatus.underReview',
  completed: 'myCompliance.reportStatus.completed',
  rejected: 'myCompliance.reportStatus.rejected',
};

export const reportTypeLabel: Record<ComplianceReportType, MessageId> = {
  large_transaction: 'myCompliance.reportType.largeTransaction',
  structuring: 'myCompliance.reportType.structuring',
  velocity: 'myCompliance.reportType.velocity',
  name_mismatch: 'myCompliance.reportType.nameMismatch',
  rejected_kyc_purchase: 'myCompliance.reportType.rejectedKycPurchase',
  kyc_submitted: 'myCompliance.reportType.kycSubmitted',
  kyc_decision: 'myCompliance.reportType.kycDecision',
};

export const amlStatusLabel: Record<ComplianceStatus['amlStatus'], MessageId> = {
  clear: 'myCompliance.aml.clear',
  under_review: 'myCompliance.aml.underReview',
  flagged: 'myCompliance.aml.flagged',
};

export const riskLevelLabel: Record<RiskLevel, MessageId> = {
  Low: 'myCompliance.risk.low',
  Medium: 'myCompliance.risk.medium',
  High: 'myCompliance.risk.high',
};

export const complianceLevelLabel: Record<ComplianceStatus['complianceLevel'], MessageId> = {
  BASIC: 'myCompliance.level.basic',
  VERIFIED: 'myCompliance.level.verified',
  ENHANCED: 'myCompliance.level.enhanced',
};
