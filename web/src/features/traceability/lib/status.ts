/** Spec section 4: result status texts of the verification area. */
export function statusText(status: string): string {
  switch (status) {
    case 'verified':
      return 'Verified Authentic';
    case 'checking':
      return 'Verifying...';
    case 'failed':
      return 'Verification Failed';
    case 'warning':
      return 'Requires Attention';
    default:
      return 'Unknown Status';
  }
}

/** Trust score colour: 90 or more green, 70-89 yellow, below 70 red. */
export function trustClass(score: number): string {
  if (score >= 90) return 'text-emerald-400';
  if (score >= 70) return 'text-yellow-300';
  return 'text-red-400';
}

export const SAMPLE_SERIALS = ['AU-2024-001234', 'AG-2024-005678', 'PT-2024-009012'] as const;

const STEP_LABELS: Record<string, string> = {
  mine: 'Mine',
  refinery: 'Refinery',
  assay: 'Assay',
  certification: 'Certification',
  vault_intake: 'Vault intake',
  dealer_receipt: 'Dealer receipt',
  sale: 'Sale',
  delivery: 'Delivery',
  inspection: 'Inspection',
  transfer: 'Transfer',
  report: 'Report',
};
export const stepLabel = (type: string) => STEP_LABELS[type] ?? type;

/** How far a journey event is vouched for (docs/provenance.md, "Attestation"). */
export function attestationLabel(attestation: string | undefined): string | null {
  switch (attestation) {
    case 'dealer':
      return 'Self-attested by dealer';
    case 'platform':
      return 'Entered by Aurum';
    case 'independent':
      return 'Independently verified';
    default:
      return null;
  }
}
