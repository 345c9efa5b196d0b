import { Badge } from '@/components/ui/badge';
import { useT, type MessageId } from '@/i18n';
import type { User } from '@/lib/auth';

const statusLook: Record<User['status'], { labelId: MessageId; variant: 'success' | 'warning' | 'destructive' }> = {
  active: { labelId: 'admin.status.active', variant: 'success' },
  pending_approval: { labelId: 'admin.status.pendingApproval', variant: 'warning' },
  suspended: { labelId: 'admin.status.suspended', variant: 'destructive' },
};

export function StatusBadge({ status }: { status: User['status'] }) {
  const t = useT();
  const look = statusLook[status];
  if (!look) return <Badge variant="secondary">{status}</Badge>;
  return <Badge variant={look.variant}>{t(look.labelId)}</Badge>;
}
