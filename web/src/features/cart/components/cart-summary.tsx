import { Link } from 'react-router';
import { Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { formatUsd, formatWholeUsd } from '@/lib/format';
import type { CartTotals } from '@/lib/shop/types';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between text-lg font-bold text-white' : 'flex justify-between text-sm text-stone-300'
      }
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Order Summary from GET /api/cart/totals: the server's figures, never summed here. */
export function CartSummary({ totals }: { totals: CartTotals | undefined }) {
  const t = useT();
  const freeShipping = totals ? Number(totals.shipping) === 0 : false;
  return (
    <Card className="h-fit lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>{t('cart.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!totals ? (
          <Spinner label={t('cart.summary.loading')} />
        ) : (
          <dl className="flex flex-col gap-2" data-testid="cart-totals">
            <Row label={t('cart.subtotal')} value={formatUsd(totals.subtotal)} />
            <Row label={t('cart.shipping')} value={freeShipping ? t('cart.free') : formatUsd(totals.shipping)} />
            <Row label={t('cart.tax')} value={formatUsd(totals.tax)} />
            <div className="my-1 border-t border-border" />
            <Row label={t('cart.total')} value={formatUsd(totals.total)} strong />
          </dl>
        )}
        {totals && !freeShipping && (
          <div
            className="flex gap-3 rounded-lg border border-blue-800/60 bg-blue-950/50 p-3 text-sm text-blue-200"
            role="note"
          >
            <Truck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-medium">
                {t('cart.summary.freeShipping', { amount: formatWholeUsd(totals.freeShippingThreshold) })}
              </p>
              <p className="text-blue-300/90">
                {t('cart.summary.addMore', { amount: formatUsd(totals.freeShippingShortfall) })}
              </p>
            </div>
          </div>
        )}
        <Button asChild size="lg" className="w-full">
          <Link to="/checkout">{t('cart.summary.checkout')}</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to="/products">{t('cart.summary.continue')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
