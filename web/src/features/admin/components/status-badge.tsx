import { Badge } from '@/components/ui/badge';
import type { User } from '@/lib/auth';

const statusLook: Record<User['status'], { label: string; variant: 'success' | 'warning' | 'destructive' }> = {
  active: { label: 'Active', variant: 'success' },
  pending_approval: { label: 'Pending approval', variant: 'warning' },
  suspended: { label: 'Suspended', variant: 'destructive' },
};

export function StatusBadge({ status }: { status: User['status'] }) {
  const look = statusLook[status] ?? { label: status, variant: 'secondary' as const };
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
