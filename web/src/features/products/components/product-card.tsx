import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProductImage } from '@/components/product-image';
import { useT, type MessageId } from '@/i18n';
import { useMoney } from '@/lib/fx-rates';
import { formatOz, formatPercent } from '@/lib/format';
import type { Product } from '@/lib/shop/types';
import { useAddToCart } from '@/features/products/api/add-to-cart';

/** Spec section 4: more than 5 In Stock, 1 to 5 Low Stock, 0 Out of Stock. */
function stockBadge(units: number): { labelId: MessageId; variant: BadgeProps['variant'] } {
  if (units <= 0) return { labelId: 'products.stock.out', variant: 'destructive' };
  if (units <= 5) return { labelId: 'products.stock.low', variant: 'warning' };
  return { labelId: 'products.stock.in', variant: 'success' };
}

export function ProductCard({ product }: { product: Product }) {
  const t = useT();
  const money = useMoney();
  const add = useAddToCart();
  const stock = stockBadge(product.inStock ? product.inventory : 0);
  const soldOut = stock.labelId === 'products.stock.out';
  return (
    <Card className="flex min-w-0 flex-col overflow-hidden" data-testid="product-card">
      <ProductImage
        src={product.imageUrl}
        metalType={product.metalType}
        alt={product.name}
        className="border-b border-border"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{t(`metal.${product.metalType}`)}</Badge>
          <Badge variant={stock.variant}>{t(stock.labelId)}</Badge>
        </div>
        <div className="min-w-0">
          <h2 className="text-base leading-snug font-semibold text-white">{product.name}</h2>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-stone-400">
          <dt>{t('products.weight')}</dt>
          <dd className="text-right text-stone-200">{formatOz(product.weight)}</dd>
          <dt>{t('products.purity')}</dt>
          <dd className="text-right text-stone-200">{formatPercent(product.purity / 100)}</dd>
        </dl>
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <div className="flex flex-col">
            <p className="text-xl font-bold text-gold" data-testid="product-price">
              {money.format(product.currentPrice)}
            </p>
            <p className="text-xs text-stone-500">{t('products.spot', { price: money.format(product.spotPrice) })}</p>
          </div>
          <Button
            className="w-full"
            onClick={() => add.mutate(product)}
            disabled={add.isPending || soldOut}
            aria-label={t('products.addLabel', { name: product.name })}
          >
            {add.isPending ? (
              <>
                <LoaderCircle aria-hidden className="animate-spin" />
                {t('products.adding')}
              </>
            ) : (
              <>
                <ShoppingCart aria-hidden />
                {t(soldOut ? 'products.soldOut' : 'products.addToCart')}
              </>
            )}
          </Button>
        </div>
      </div>
    </Card>
  );
}
