import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { PriceFeedBadge } from '@/components/market/price-feed-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCart } from '@/features/cart/api/get-cart';
import { useCartTotals } from '@/features/cart/api/get-cart-totals';
import { CartItemRow } from '@/features/cart/components/cart-item-row';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { DealerOffers } from '@/features/cart/components/dealer-offers';
import { ErrorState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';

function EmptyCart() {
  const t = useT();
  return (
    <Card className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-3 p-10 text-center">
      <ShoppingCart aria-hidden className="size-12 text-gold" />
      <h1 className="text-xl font-semibold text-white">{t('cart.empty.title')}</h1>
      <p className="text-muted-foreground">{t('cart.empty.body')}</p>
      <Button asChild className="mt-2">
        <Link to="/products">{t('cart.browseProducts')}</Link>
      </Button>
    </Card>
  );
}

export default function CartPage() {
  const t = useT();
  const cart = useCart();
  const totals = useCartTotals();

  if (cart.isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label={t('cart.loading')} />
      </div>
    );
  }
  if (cart.error) {
    return (
      <ErrorState className="mx-auto max-w-lg">
        {t('cart.loadFailed')} {errorMessage(cart.error)}
      </ErrorState>
    );
  }
  const items = cart.data ?? [];
  if (items.length === 0) {
    return (
      <>
        <DealerOffers className="mx-auto max-w-3xl" />
        <EmptyCart />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('cart.title')} actions={<PriceFeedBadge />} />
      <DealerOffers className="mt-6" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="min-w-0">
          <CardHeader className="pb-0">
            <CardTitle>{t('cart.items', { count: items.length })}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="@container divide-y divide-border">
              {items.map((item) => (
                <CartItemRow key={item.id} item={item} />
              ))}
            </ul>
          </CardContent>
        </Card>
        <CartSummary totals={totals.data} />
      </div>
    </div>
  );
}
