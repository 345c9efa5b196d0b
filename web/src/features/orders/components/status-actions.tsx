import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT, type MessageId } from '@/i18n';
import type { OrderDetail, OrderStatus } from '@/lib/shop/types';
import { useUpdateOrderStatus } from '@/features/orders/api/update-order-status';

const actionLabel: Record<OrderStatus, MessageId> = {
  pending: 'orders.action.pending',
  processing: 'orders.action.processing',
  shipped: 'orders.action.shipped',
  delivered: 'orders.action.delivered',
  cancelled: 'orders.detail.cancel',
};

/** A sample carrier tracking number, the same in every language. */
const trackingExample = '1Z999AA10123456784';

/** Trader/admin: the next states the server allows; shipping needs a tracking number. */
export function StatusActions({ order }: { order: OrderDetail }) {
  const t = useT();
  const update = useUpdateOrderStatus();
  const [tracking, setTracking] = useState('');
  const allowed = order.allowedTransitions ?? [];
  if (allowed.length === 0) return <p className="text-sm text-muted-foreground">{t('orders.action.final')}</p>;

  return (
    <div className="flex flex-col gap-3">
      {allowed.includes('shipped') && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="tracking-number">{t('orders.action.trackingNumber')}</Label>
          <Input
            id="tracking-number"
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
            placeholder={trackingExample}
          />
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
              update.mutate({
                id: order.id,
                status,
                ...(status === 'shipped' ? { trackingNumber: tracking.trim() } : {}),
              })
            }
          >
            {t(actionLabel[status])}
          </Button>
        ))}
      </div>
    </div>
  );
}
