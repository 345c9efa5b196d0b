import { CheckCircle2, Package, RefreshCw, Truck } from 'lucide-react';
import { Card } from '@/components/ui/card';
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
  const c = countOrders(orders);
  const cards = [
    { label: 'Total Orders', value: c.total, icon: Package },
    { label: 'Delivered', value: c.delivered, icon: CheckCircle2 },
    { label: 'In Transit', value: c.inTransit, icon: Truck },
    { label: 'Processing', value: c.processing, icon: RefreshCw },
  ];
  return (
    <section aria-label="Order counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">{label}</p>
            <Icon aria-hidden className="size-4 text-gold" />
          </div>
          <p className="mt-2 text-2xl font-bold text-white" data-testid={`count-${label.toLowerCase().replace(' ', '-')}`}>
            {value}
          </p>
        </Card>
      ))}
    </section>
  );
}
