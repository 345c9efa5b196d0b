import { Lock, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/product-image';
import { useT } from '@/i18n';
import { formatDateTime, formatUsd } from '@/lib/format';
import type { CartItem } from '@/lib/shop/types';
import { useRemoveCartItem } from '@/features/cart/api/remove-cart-item';
import { useUpdateCartItem } from '@/features/cart/api/update-cart-item';
import { QuantityControl } from '@/features/cart/components/quantity-control';

/** A line from an accepted dealer offer carries the offer and the time its price holds until. */
type CartLine = CartItem & { offerId?: number | null; lockedUntil?: string | null };

/** One cart line. Spec section 4: 0 or below removes; plus/minus wait for a pending update. */
export function CartItemRow({ item }: { item: CartLine }) {
  const t = useT();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const setQuantity = (quantity: number) => {
    if (quantity <= 0) remove.mutate(item.id);
    else update.mutate({ id: item.id, quantity });
  };

  return (
    <li className="flex gap-4 py-4" data-testid="cart-item">
      <ProductImage
        src={item.imageUrl}
        metalType={item.metalType}
        alt=""
        className="w-20 shrink-0 self-start rounded-lg sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 @2xl:flex-row @2xl:items-center">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-white">{item.name}</h3>
            <Badge>{t(`metal.${item.metalType}`)}</Badge>
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
          <p className="mt-1 text-sm text-stone-300">
            {formatUsd(item.price)} <span className="text-stone-500">{t('cart.each')}</span>
          </p>
          {item.offerId != null && item.lockedUntil && (
            <p className="mt-1 flex items-center gap-1 text-xs text-gold" data-testid="price-locked">
              <Lock aria-hidden className="size-3.5" />
              {t('cart.offers.lockedUntil', { date: formatDateTime(item.lockedUntil) })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 @2xl:justify-end">
          <QuantityControl
            name={item.name}
            quantity={item.quantity}
            busy={update.isPending || remove.isPending}
            onCommit={setQuantity}
          />
          <div className="flex items-center gap-2">
            <p className="min-w-24 text-right font-semibold text-white">{formatUsd(item.lineTotal)}</p>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-red-300 hover:text-red-200"
              aria-label={t('cart.remove', { name: item.name })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(item.id)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
