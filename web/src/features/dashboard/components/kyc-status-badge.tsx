import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n';

function kycBadge(status: string | null) {
  switch (status) {
    case 'verified':
      return { id: 'dashboard.kyc.verified', variant: 'success' } as const;
    case 'pending':
      return { id: 'dashboard.kyc.pending', variant: 'warning' } as const;
    case 'rejected':
      return { id: 'dashboard.kyc.rejected', variant: 'destructive' } as const;
    default:
      return { id: 'dashboard.kyc.notStarted', variant: 'secondary' } as const;
  }
}

/** The account's identity-verification state (`kycStatus` of GET /api/auth/user) in the spec's colours. */
export function KycStatusBadge({ status }: { status: string | null }) {
  const t = useT();
  const kyc = kycBadge(status);
  return <Badge variant={kyc.variant}>{t(kyc.id)}</Badge>;
}
