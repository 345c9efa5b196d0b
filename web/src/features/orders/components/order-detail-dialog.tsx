import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatOz, formatUsd } from '@/lib/format';
import type { OrderDetail } from '@/lib/shop/types';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { useOrder } from '@/lib/shop/get-order';
import { LineSerials } from '@/features/orders/components/line-serials';
import { StatusActions } from '@/features/orders/components/status-actions';
import { StatusTimeline } from '@/features/orders/components/status-timeline';

/** Addresses without a country are in the United States (the checkout's default). */
const defaultCountry = 'US';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-stone-400 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function OrderBody({ order, manage }: { order: OrderDetail; manage: boolean }) {
  const t = useT();
  const cancel = useCancelOrder();
  const a = order.shippingAddress;
  const canCancel = !manage && (order.allowedTransitions ?? []).includes('cancelled');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3 text-sm text-stone-300">
        <OrderStatusBadge status={order.status} />
        <span>{formatDateTime(order.createdAt)}</span>
        <span>{order.paymentMethod}</span>
        {order.trackingNumber && (
          <span className="font-mono text-xs">{t('orders.detail.tracking', { number: order.trackingNumber })}</span>
        )}
      </div>
      <Section title={t('orders.detail.items')}>
        <ul className="divide-y divide-border rounded-lg border border-border">
          {(order.lines ?? []).map((l) => (
            <li key={l.productId} className="flex justify-between gap-3 p-3 text-sm">
              <span className="min-w-0">
                <span className="text-white">{l.name}</span>
                <span className="block text-xs text-stone-400">
                  {t('orders.detail.lineQty', {
                    quantity: l.quantity,
                    price: formatUsd(l.unitPrice),
                    weight: formatOz(l.fineWeight),
                  })}
                </span>
                <LineSerials serials={l.serials ?? []} />
              </span>
              <span className="shrink-0 text-white">{formatUsd(l.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-1 text-sm text-stone-300">
          <dt>{t('orders.subtotal')}</dt>
          <dd className="text-right">{formatUsd(order.subtotal)}</dd>
          <dt>{t('orders.shipping')}</dt>
          <dd className="text-right">{Number(order.shipping) === 0 ? t('orders.free') : formatUsd(order.shipping)}</dd>
          <dt>{t('orders.tax')}</dt>
          <dd className="text-right">{formatUsd(order.tax)}</dd>
          <dt className="font-semibold text-white">{t('orders.total')}</dt>
          <dd className="text-right font-semibold text-white">{formatUsd(order.totalAmount)}</dd>
        </dl>
      </Section>
      {order.refund && (
        <Section title={t('orders.detail.refund')}>
          <p className="text-sm text-stone-200" data-refund-status={order.refund.status}>
            {t('orders.detail.refundStatus', {
              status: order.refund.status,
              amount: formatUsd(order.refund.amount),
              date: formatDateTime(order.refund.updatedAt),
            })}
          </p>
        </Section>
      )}
      {a && (
        <Section title={t('orders.detail.address')}>
          <address className="text-sm leading-relaxed text-stone-200 not-italic">
            {a.firstName} {a.lastName}
            <br />
            {a.address}
            <br />
            {a.city}, {a.state} {a.zipCode}
            <br />
            {a.country ?? defaultCountry}
          </address>
        </Section>
      )}
      <Section title={t('orders.detail.history')}>
        <StatusTimeline history={order.history ?? []} />
      </Section>
      {manage && (
        <Section title={t('orders.detail.moveAlong')}>
          <StatusActions order={order} />
        </Section>
      )}
      {canCancel && (
        <Button
          variant="destructive"
          className="w-fit"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(order.id)}
        >
          {t('orders.detail.cancel')}
        </Button>
      )}
    </div>
  );
}

interface OrderDetailDialogProps {
  orderId: number | null;
  manage?: boolean;
  onClose: () => void;
}

export function OrderDetailDialog({ orderId, manage = false, onClose }: OrderDetailDialogProps) {
  const t = useT();
  const { data, isLoading, error } = useOrder(orderId);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('orders.detail.title', { id: orderId })}</DialogTitle>
          <DialogDescription>{t('orders.detail.description')}</DialogDescription>
        </DialogHeader>
        {isLoading ? (
          <Spinner label={t('orders.detail.loading')} />
        ) : error ? (
          <p role="alert" className="text-sm text-red-300">
            {errorMessage(error, t('orders.detail.loadFailed'))}
          </p>
        ) : data ? (
          <OrderBody order={data} manage={manage} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
