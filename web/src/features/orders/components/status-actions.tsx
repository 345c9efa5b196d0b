import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { OrderDetail, OrderStatus } from '@/lib/shop/types';
import { useUpdateOrderStatus } from '@/features/orders/api/update-order-status';

const actionLabel: Record<OrderStatus, string> = {
  pending: 'Mark pending',
  processing: 'Mark processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

/** Trader/admin: the next states the server allows; shipping needs a tracking number. */
export function StatusActions({ order }: { order: OrderDetail }) {
  const update = useUpdateOrderStatus();
  const [tracking, setTracking] = useState('');
  const allowed = order.allowedTransitions ?? [];
  if (allowed.length === 0) return <p className="text-sm text-muted-foreground">This order is final; no further changes.</p>;

  return (
    <div className="flex flex-col gap-3">
      {allowed.includes('shipped') && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="tracking-number">Tracking number</Label>
          <Input id="tracking-number" value={tracking} onChange={(e) => setTracking(e.target.value)} placeholder="1Z999AA10123456784" />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {allowed.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'cancelled' ? 'destructive' : 'default'}
            disabled={update.isPending || (status === 'shipped' && tracking.trim() === '')}
            onClick={() =>
              update.mutate({ id: order.id, status, ...(status === 'shipped' ? { trackingNumber: tracking.trim() } : {}) })
            }
          >
            {actionLabel[status]}
          </Button>
        ))}
      </div>
    </div>
  );
}
