import { CheckCircle2, Package, RefreshCw, Truck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n';
import { formatNumber } from '@/lib/format';
import type { OrderSummary } from '@/lib/shop/types';

export function countOrders(orders: readonly OrderSummary[]) {
  return {
    total: orders.length,
    delivered: orders.filter((o) => o.status === 'delivered').length,
    inTransit: orders.filter((o) => o.status === 'shipped').length,
    processing: orders.filter((o) => o.status === 'processing').length,
  };
}

/** Spec: Total Orders, Delivered, In Transit (shipped), Processing. */
export function OrderCounts({ orders }: { orders: readonly OrderSummary[] }) {
  const t = useT();
  const c = countOrders(orders);
  const cards = [
    { key: 'total-orders', label: t('orders.counts.total'), value: c.total, icon: Package },
    { key: 'delivered', label: t('orders.counts.delivered'), value: c.delivered, icon: CheckCircle2 },
    { key: 'in-transit', label: t('orders.counts.inTransit'), value: c.inTransit, icon: Truck },
    { key: 'processing', label: t('orders.counts.processing'), value: c.processing, icon: RefreshCw },
  ];
  return (
    <section aria-label={t('orders.counts.label')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, label, value, icon: Icon }) => (
        <Card key={key} className="p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">{label}</p>
            <Icon aria-hidden className="size-4 text-gold" />
          </div>
          <p className="mt-2 text-2xl font-bold text-white" data-testid={`count-${key}`}>
            {formatNumber(value)}
          </p>
        </Card>
      ))}
    </section>
  );
}
