import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProductImage } from '@/components/product-image';
import { useT } from '@/i18n';
import { useMoney } from '@/lib/fx-rates';
import type { MetalType } from '@/lib/metals';
import { useProducts } from '@/lib/shop/get-products';
import { cn } from '@/lib/utils';

const CHIPS: Array<'all' | MetalType> = ['all', 'gold', 'silver', 'platinum'];
export const FEATURED_COUNT = 4;

/** Spec: the first 4 products; the All/Gold/Silver/Platinum chips filter them. */
export function FeaturedProducts() {
  const t = useT();
  const money = useMoney();
  const { data, isLoading, error } = useProducts();
  const [metal, setMetal] = useState<'all' | MetalType>('all');
  const shown = (data ?? []).filter((p) => metal === 'all' || p.metalType === metal).slice(0, FEATURED_COUNT);

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('dashboard.featured.title')}</CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link to="/products">
            {t('dashboard.viewAll')} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div role="group" aria-label={t('dashboard.featured.filter')} className="flex flex-wrap gap-2">
          {CHIPS.map((chip) => (
            <button
              key={chip}
              type="button"
              aria-pressed={metal === chip}
              onClick={() => setMetal(chip)}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                metal === chip
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border text-stone-300 hover:border-primary/60',
              )}
            >
              {chip === 'all' ? t('dashboard.featured.all') : t(`metal.${chip}`)}
            </button>
          ))}
        </div>
        {isLoading ? (
          // Tiles of the loaded ones' size, so the cards below do not move when the products come.
          <>
            <span role="status" className="sr-only">
              {t('dashboard.featured.loading')}
            </span>
            <ul aria-hidden className="grid grid-cols-2 gap-3 md:grid-cols-4">
              {Array.from({ length: FEATURED_COUNT }, (_, i) => (
                <li key={i} className="overflow-hidden rounded-xl border border-border bg-stone-950/40">
                  <div className="aspect-[4/3] w-full animate-pulse bg-stone-900" />
                  <div className="p-3">
                    <p className="min-h-10 text-sm">{'\u00a0'}</p>
                    <p className="mt-1 text-sm">{'\u00a0'}</p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : error ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.featured.unavailable')}</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.featured.noneInMetal')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {shown.map((p) => (
              <li key={p.id} data-testid="featured-product">
                <Link
                  to="/products"
                  className="block overflow-hidden rounded-xl border border-border bg-stone-950/40 outline-none transition-colors hover:border-primary/50 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ProductImage src={p.imageUrl} metalType={p.metalType} alt="" />
                  <div className="p-3">
                    <p className="line-clamp-2 min-h-10 text-sm font-medium text-white">{p.name}</p>
                    <p className="mt-1 text-sm font-semibold text-gold">{money.format(p.currentPrice)}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
