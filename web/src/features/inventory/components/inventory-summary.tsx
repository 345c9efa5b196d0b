import { AlertTriangle, Boxes, DollarSign, Package } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n';
import { useMoney } from '@/lib/fx-rates';
import { formatNumber } from '@/lib/format';
import { toScaled } from '@/lib/money';
import type { InventoryProduct } from '../api/types';

/** Σ stock × live price in cents (no floating point on the sum), as a decimal string. */
export function inventoryValue(products: InventoryProduct[]): string {
  const cents = products.reduce((sum, p) => sum + BigInt(p.inventory) * toScaled(p.currentPrice, 2), 0n);
  const whole = cents / 100n;
  return `${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** The spec's summary cards over the active products: count, units, value at live prices, low or out. */
export function InventorySummary({ products }: { products: InventoryProduct[] }) {
  const t = useT();
  const money = useMoney();
  const active = products.filter((p) => p.active);
  const units = active.reduce((sum, p) => sum + p.inventory, 0);
  const attention = active.filter((p) => p.stockStatus !== 'in_stock').length;
  const cards = [
    { label: t('inventory.summary.products'), value: formatNumber(active.length), icon: Package },
    { label: t('inventory.summary.units'), value: formatNumber(units), icon: Boxes },
    { label: t('inventory.summary.value'), value: money.format(inventoryValue(active)), icon: DollarSign },
    { label: t('inventory.summary.attention'), value: formatNumber(attention), icon: AlertTriangle },
  ];
  return (
    <section aria-label={t('inventory.summary.label')} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="min-w-0 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
            <Icon aria-hidden className="size-4 shrink-0 text-gold sm:size-5" />
          </div>
          <p
            className="mt-3 text-base font-bold break-words text-white tabular-nums sm:text-xl"
            data-testid="summary-value"
          >
            {value}
          </p>
        </Card>
      ))}
    </section>
  );
}
