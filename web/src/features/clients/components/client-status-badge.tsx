import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useT, type MessageId } from '@/i18n';
import type { ClientStatus } from '@/features/clients/api/client-keys';

const variants: Record<ClientStatus, BadgeProps['variant']> = {
  premium: 'default',
  active: 'success',
  new: 'warning',
  inactive: 'secondary',
};

export const clientStatusLabel: Record<ClientStatus, MessageId> = {
  premium: 'clients.status.premium',
  active: 'clients.status.active',
  new: 'clients.status.new',
  inactive: 'clients.status.inactive',
};

/** A client's status (premium, active, new, inactive) from the server's rules. */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const t = useT();
  return (
    <Badge variant={variants[status] ?? 'secondary'} data-testid="client-status">
      {clientStatusLabel[status] ? t(clientStatusLabel[status]) : status}
    </Badge>
  );
}
