import { i18n, type MessageId } from '@/i18n';

/** Spec section 4: result status texts of the verification area, in the active language. */
export function statusText(status: string): string {
  switch (status) {
    case 'verified':
      return i18n._('traceability.status.verified');
    case 'checking':
      return i18n._('traceability.status.checking');
    case 'failed':
      return i18n._('traceability.status.failed');
    case 'warning':
      return i18n._('traceability.status.warning');
    default:
      return i18n._('traceability.status.unknown');
  }
}

/** Trust score colour: 90 or more green, 70-89 yellow, below 70 red. */
export function trustClass(score: number): string {
  if (score >= 90) return 'text-emerald-400';
  if (score >= 70) return 'text-yellow-300';
  return 'text-red-400';
}

export const SAMPLE_SERIALS = ['AU-2024-001234', 'AG-2024-005678', 'PT-2024-009012'] as const;

const STEP_LABELS: Record<string, MessageId> = {
  mine: 'traceability.step.mine',
  refinery: 'traceability.step.refinery',
  assay: 'traceability.step.assay',
  certification: 'traceability.step.certification',
  vault_intake: 'traceability.step.vault_intake',
  dealer_receipt: 'traceability.step.dealer_receipt',
  sale: 'traceability.step.sale',
  delivery: 'traceability.step.delivery',
  inspection: 'traceability.step.inspection',
  transfer: 'traceability.step.transfer',
  report: 'traceability.step.report',
};
export const stepLabel = (type: string) => (STEP_LABELS[type] ? i18n._(STEP_LABELS[type]) : type);

/** How far a journey event is vouched for (docs/provenance.md, "Attestation"). */
export function attestationLabel(attestation: string | undefined): string | null {
  switch (attestation) {
    case 'dealer':
      return i18n._('traceability.attest.dealer');
    case 'platform':
      return i18n._('traceability.attest.platform');
    case 'independent':
      return i18n._('traceability.attest.independent');
    default:
      return null;
  }
}
