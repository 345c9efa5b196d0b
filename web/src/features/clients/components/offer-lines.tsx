import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { formatUsd } from '@/lib/format';
import type { MineProduct } from '@/features/clients/api/client-keys';

/** One line of an offer being written: a product and how many of it. */
export interface OfferLineDraft {
  productId: number;
  quantity: number;
}

/** The lines of an offer being written, each with its quantity and a button to remove it. */
export function OfferLines({
  lines,
  products,
  onQuantity,
  onRemove,
}: {
  lines: OfferLineDraft[];
  products: Map<number, MineProduct>;
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
}) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-2" aria-label={t('clients.offer.lines')}>
      {lines.map((line) => {
        const product = products.get(line.productId);
        const name = product?.name ?? `#${line.productId}`;
        return (
          <li
            key={line.productId}
            className="flex items-center gap-2 rounded-lg border border-border px-3 py-2"
            data-testid="offer-line"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-white">{name}</p>
              {product && (
                <p className="text-xs text-muted-foreground">
                  {t('clients.offer.priceNow', { price: formatUsd(product.currentPrice) })}
                </p>
              )}
            </div>
            <Input
              type="number"
              min={1}
              step={1}
              className="w-20"
              aria-label={t('clients.offer.quantityOf', { name })}
              value={line.quantity}
              onChange={(e) => onQuantity(line.productId, Math.max(0, Math.floor(Number(e.target.value) || 0)))}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9 text-red-300"
              aria-label={t('clients.offer.removeLine', { name })}
              onClick={() => onRemove(line.productId)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
