import { Badge } from '@/components/ui/badge';
import { useT, type MessageId } from '@/i18n';
import type { User } from '@/lib/auth';
import type { RefundStatus } from '@/features/admin/api/types';
import { statusLabel } from '@/features/admin/components/labels';

const statusVariant: Record<User['status'], 'success' | 'warning' | 'destructive'> = {
  active: 'success',
  pending_approval: 'warning',
  suspended: 'destructive',
};

export function StatusBadge({ status }: { status: User['status'] }) {
  const t = useT();
  if (!statusVariant[status]) return <Badge variant="secondary">{status}</Badge>;
  return <Badge variant={statusVariant[status]}>{t(statusLabel[status])}</Badge>;
}

export const refundStatusLabel: Record<RefundStatus, MessageId> = {
  pending: 'admin.refunds.status.pending',
  succeeded: 'admin.refunds.status.succeeded',
  failed: 'admin.refunds.status.failed',
  settled: 'admin.refunds.status.settled',
};

const refundVariant: Record<RefundStatus, 'success' | 'warning' | 'destructive'> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'destructive',
  settled: 'success',
};

/** A refund's state: pending (waiting for the provider), succeeded, failed, or settled by staff. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const t = useT();
  if (!refundVariant[status]) return <Badge variant="secondary">{status}</Badge>;
  return <Badge variant={refundVariant[status]}>{t(refundStatusLabel[status])}</Badge>;
}
