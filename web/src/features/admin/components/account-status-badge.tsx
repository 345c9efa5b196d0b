import { Badge } from '@/components/ui/badge';
import { useT, type MessageId } from '@/i18n';
import type { TraderAccount } from '@/features/admin/api/types';

export type TraderState = 'active' | 'pending' | 'rejected' | 'suspended';

/** A trader's state: rejected applications first, then the account status. */
export function traderState(trader: TraderAccount): TraderState {
  if (trader.decision === 'rejected') return 'rejected';
  if (trader.user.status === 'suspended') return 'suspended';
  if (trader.user.status === 'pending_approval') return 'pending';
  return 'active';
}

const look: Record<TraderState, { labelId: MessageId; variant: 'success' | 'warning' | 'destructive' | 'secondary' }> =
  {
    active: { labelId: 'admin.status.active', variant: 'success' },
    pending: { labelId: 'admin.status.pending', variant: 'warning' },
    rejected: { labelId: 'admin.status.rejected', variant: 'secondary' },
    suspended: { labelId: 'admin.status.suspended', variant: 'destructive' },
  };

export function TraderStateBadge({ state }: { state: TraderState }) {
  const t = useT();
  return <Badge variant={look[state].variant}>{t(look[state].labelId)}</Badge>;
}
