import { Eye, MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { KycStatusBadge } from '@/components/kyc-status-badge';
import { useT } from '@/i18n';
import type { User } from '@/lib/auth';
import { formatDate, formatNumber } from '@/lib/format';
import { useMoney } from '@/lib/fx-rates';
import type { TraderClient } from '@/features/clients/api/client-keys';
import { ClientStatusBadge } from '@/features/clients/components/client-status-badge';

interface ClientsTableProps {
  clients: TraderClient[];
  onView: (client: TraderClient) => void;
  onContact: (client: TraderClient) => void;
}

/** Name and e-mail, orders, total value, last order, KYC and status, with View and Contact. */
export function ClientsTable({ clients, onView, onContact }: ClientsTableProps) {
  const t = useT();
  const money = useMoney();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('clients.table.client')}</TableHead>
          <TableHead className="text-right">{t('clients.table.orders')}</TableHead>
          <TableHead className="text-right">{t('clients.table.totalValue')}</TableHead>
          <TableHead>{t('clients.table.lastOrder')}</TableHead>
          <TableHead>{t('clients.table.kyc')}</TableHead>
          <TableHead>{t('clients.table.status')}</TableHead>
          <TableHead className="text-right">{t('clients.table.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((c) => (
          <TableRow key={c.id} data-testid="client-row">
            <TableCell>
              <p className="font-medium text-white">{c.name}</p>
              <p className="text-xs text-muted-foreground">{c.email}</p>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(c.orders)}</TableCell>
            <TableCell className="text-right tabular-nums">{money.format(c.totalValue)}</TableCell>
            <TableCell>{c.lastOrder ? formatDate(c.lastOrder) : t('clients.table.never')}</TableCell>
            <TableCell>
              <KycStatusBadge status={c.kycStatus as User['kycStatus']} />
            </TableCell>
            <TableCell>
              <ClientStatusBadge status={c.status} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('clients.actions.viewFor', { name: c.name })}
                  onClick={() => onView(c)}
                >
                  <Eye aria-hidden />
                  <span className="hidden md:inline">{t('clients.actions.view')}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('clients.actions.contactFor', { name: c.name })}
                  onClick={() => onContact(c)}
                >
                  <MessageSquare aria-hidden />
                  <span className="hidden md:inline">{t('clients.actions.contact')}</span>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
