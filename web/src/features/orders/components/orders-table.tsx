import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useT } from '@/i18n';
import { formatDate, formatUsd } from '@/lib/format';
import type { OrderSummary } from '@/lib/shop/types';

interface OrdersTableProps {
  orders: readonly OrderSummary[];
  onView: (id: number) => void;
  showBuyer?: boolean;
  showSeller?: boolean;
}

export function OrdersTable({ orders, onView, showBuyer = false, showSeller = false }: OrdersTableProps) {
  const t = useT();
  return (
    <Table aria-label={t('orders.table.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('orders.table.id')}</TableHead>
          <TableHead>{t('orders.table.date')}</TableHead>
          {showSeller && <TableHead>{t('orders.table.seller')}</TableHead>}
          {showBuyer && <TableHead>{t('orders.table.buyer')}</TableHead>}
          <TableHead>{t('orders.table.status')}</TableHead>
          <TableHead className="text-right">{t('orders.table.total')}</TableHead>
          <TableHead>{t('orders.table.payment')}</TableHead>
          <TableHead>{t('orders.table.tracking')}</TableHead>
          <TableHead className="text-right">{t('orders.table.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((o) => (
          <TableRow key={o.id} data-testid="order-row">
            <TableCell className="font-medium text-white">#{o.id}</TableCell>
            <TableCell>{formatDate(o.createdAt)}</TableCell>
            {showSeller && <TableCell>{o.sellerId ? o.sellerName : t('orders.table.houseSeller')}</TableCell>}
            {showBuyer && <TableCell>{o.buyerName ?? `#${o.buyerId ?? '?'}`}</TableCell>}
            <TableCell>
              <OrderStatusBadge status={o.status} />
            </TableCell>
            <TableCell className="text-right font-medium text-white">{formatUsd(o.totalAmount)}</TableCell>
            <TableCell>{o.paymentMethod}</TableCell>
            <TableCell className="font-mono text-xs">{o.trackingNumber || t('orders.table.na')}</TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onView(o.id)}
                aria-label={t('orders.table.viewOrder', { id: o.id })}
              >
                <Eye aria-hidden />
                {t('orders.table.view')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
