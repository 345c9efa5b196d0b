import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { formatUsd } from '@/lib/format';
import type { PaymentIntent } from '@/lib/shop/types';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between text-sm text-stone-300">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The quote's lines and totals exactly as the server priced them. */
export function CheckoutSummary({ intent, children }: { intent: PaymentIntent; children?: ReactNode }) {
  const t = useT();
  return (
    <Card className="h-fit lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>{t('checkout.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3">
          {intent.lines.map((line) => (
            <li key={line.productId} className="flex justify-between gap-3 text-sm">
              <span className="min-w-0 text-stone-200">
                {line.name} <span className="text-stone-500">× {line.quantity}</span>
              </span>
              <span className="shrink-0 text-white">{formatUsd(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-2 border-t border-border pt-3" data-testid="checkout-totals">
          <Row label={t('checkout.subtotal')} value={formatUsd(intent.subtotal)} />
          <Row
            label={t('checkout.shipping')}
            value={Number(intent.shipping) === 0 ? t('checkout.free') : formatUsd(intent.shipping)}
          />
          <Row label={t('checkout.tax')} value={formatUsd(intent.tax)} />
          <div className="flex justify-between border-t border-border pt-2 text-lg font-bold text-white">
            <dt>{t('checkout.total')}</dt>
            <dd data-testid="checkout-total">{formatUsd(intent.total)}</dd>
          </div>
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
