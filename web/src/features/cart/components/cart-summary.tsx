import { Link } from 'react-router';
import { Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatUsd } from '@/lib/format';
import type { CartTotals } from '@/lib/shop/types';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between text-lg font-bold text-white' : 'flex justify-between text-sm text-stone-300'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Order Summary from GET /api/cart/totals: the server's figures, never summed here. */
export function CartSummary({ totals }: { totals: CartTotals | undefined }) {
  const freeShipping = totals ? Number(totals.shipping) === 0 : false;
  return (
    <Card className="h-fit lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!totals ? (
          <Spinner label="Loading totals" />
        ) : (
          <dl className="flex flex-col gap-2" data-testid="cart-totals">
            <Row label="Subtotal" value={formatUsd(totals.subtotal)} />
            <Row label="Shipping" value={freeShipping ? 'Free' : formatUsd(totals.shipping)} />
            <Row label="Tax" value={formatUsd(totals.tax)} />
            <div className="my-1 border-t border-border" />
            <Row label="Total" value={formatUsd(totals.total)} strong />
          </dl>
        )}
        {totals && !freeShipping && (
          <div className="flex gap-3 rounded-lg border border-blue-800/60 bg-blue-950/50 p-3 text-sm text-blue-200" role="note">
            <Truck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-medium">Free shipping on orders over {formatUsd(totals.freeShippingThreshold).replace('.00', '')}</p>
              <p className="text-blue-300/90">Add {formatUsd(totals.freeShippingShortfall)} more to qualify</p>
            </div>
          </div>
        )}
        <Button asChild size="lg" className="w-full">
          <Link to="/checkout">Proceed to Checkout</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to="/products">Continue Shopping</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
