import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { formatDate, formatUsd } from '@/lib/format';
import type { OrderSummary } from '@/lib/shop/types';

interface OrdersTableProps {
  orders: readonly OrderSummary[];
  onView: (id: number) => void;
  showBuyer?: boolean;
}

export function OrdersTable({ orders, onView, showBuyer = false }: OrdersTableProps) {
  return (
    <Table aria-label="Orders">
      <TableHeader>
        <TableRow>
          <TableHead>Order ID</TableHead>
          <TableHead>Date</TableHead>
          {showBuyer && <TableHead>Buyer</TableHead>}
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Total Amount</TableHead>
          <TableHead>Payment Method</TableHead>
          <TableHead>Tracking</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((o) => (
          <TableRow key={o.id} data-testid="order-row">
            <TableCell className="font-medium text-white">#{o.id}</TableCell>
            <TableCell>{formatDate(o.createdAt)}</TableCell>
            {showBuyer && <TableCell>{o.buyerName ?? `#${o.buyerId ?? '?'}`}</TableCell>}
            <TableCell>
              <OrderStatusBadge status={o.status} />
            </TableCell>
            <TableCell className="text-right font-medium text-white">{formatUsd(o.totalAmount)}</TableCell>
            <TableCell>{o.paymentMethod}</TableCell>
            <TableCell className="font-mono text-xs">{o.trackingNumber || 'N/A'}</TableCell>
            <TableCell className="text-right">
              <Button variant="ghost" size="sm" onClick={() => onView(o.id)} aria-label={`View order ${o.id}`}>
                <Eye aria-hidden />
                View
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
