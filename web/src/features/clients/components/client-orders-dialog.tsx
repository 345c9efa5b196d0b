import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatUsd } from '@/lib/format';
import type { TraderClient } from '@/features/clients/api/client-keys';
import { useClientOrders } from '@/features/clients/api/get-client-orders';

/** View: the client's orders with this trader (never their orders with other dealers). */
export function ClientOrdersDialog({ client, onClose }: { client: TraderClient | null; onClose: () => void }) {
  const t = useT();
  const orders = useClientOrders(client?.id ?? null);
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{client ? t('clients.orders.title', { name: client.name }) : ''}</DialogTitle>
          <DialogDescription>{client?.email}</DialogDescription>
        </DialogHeader>
        {orders.isLoading ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('clients.orders.loading')} />
          </div>
        ) : orders.error ? (
          <p role="alert" className="text-sm text-red-400">
            {t('clients.orders.loadFailed')} {errorMessage(orders.error)}
          </p>
        ) : (orders.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('clients.orders.empty')}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('clients.orders.order')}</TableHead>
                <TableHead>{t('clients.orders.date')}</TableHead>
                <TableHead>{t('clients.orders.status')}</TableHead>
                <TableHead className="text-right">{t('clients.orders.total')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(orders.data ?? []).map((o) => (
                <TableRow key={o.id} data-testid="client-order">
                  <TableCell>#{o.id}</TableCell>
                  <TableCell>{formatDate(o.createdAt)}</TableCell>
                  <TableCell>
                    <OrderStatusBadge status={o.status} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatUsd(o.totalAmount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}
