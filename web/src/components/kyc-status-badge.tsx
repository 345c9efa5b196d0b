import { Badge } from '@/components/ui/badge';
import { useT, type MessageId } from '@/i18n';
import type { User } from '@/lib/auth';
import { statusTone } from '@/lib/compliance';

const labels: Record<string, MessageId> = {
  verified: 'kyc.status.verified',
  pending: 'kyc.status.pending',
  rejected: 'kyc.status.rejected',
};

/**
 * The account's identity-verification state (`kycStatus` of GET /api/auth/user) in the spec's
 * colours; anything but pending, verified or rejected reads 'Not Started'.
 */
export function KycStatusBadge({ status }: { status: User['kycStatus'] | undefined }) {
  const t = useT();
  const id = (status && labels[status]) || 'kyc.status.notStarted';
  return (
    <Badge variant={status && labels[status] ? statusTone(status) : 'secondary'} data-testid="kyc-status-badge">
      {t(id)}
    </Badge>
  );
}
