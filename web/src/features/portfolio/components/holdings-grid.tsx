import { Card } from '@/components/ui/card';
import { useT } from '@/i18n';
import { useMoney } from '@/lib/fx-rates';
import { formatOz } from '@/lib/format';
import { metalColor } from '@/lib/metals';
import type { PortfolioItem } from '@/lib/shop/types';

/** Holdings Breakdown: one card per metal held. */
export function HoldingsGrid({ items }: { items: readonly PortfolioItem[] }) {
  const t = useT();
  const money = useMoney();
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('portfolio.holdings.empty')}</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {items.map((h) => {
        const gain = Number(h.gainLoss);
        return (
          <Card key={h.metalType} className="p-4" data-testid="holding">
            <div className="flex items-center gap-2">
              <span aria-hidden className="size-3 rounded-full" style={{ background: metalColor[h.metalType] }} />
              <h3 className="font-semibold text-white">{t(`metal.${h.metalType}`)}</h3>
            </div>
            <p className="mt-3 text-2xl font-bold text-white">{formatOz(h.quantity)}</p>
            <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
              <dt className="text-stone-400">{t('portfolio.holdings.value')}</dt>
              <dd className="text-right text-white">{money.format(h.totalValue)}</dd>
              <dt className="text-stone-400">{t('portfolio.holdings.costBasis')}</dt>
              <dd className="text-right text-stone-200">{money.format(h.costBasis)}</dd>
              <dt className="text-stone-400">{t('portfolio.holdings.gainLoss')}</dt>
              <dd className={gain >= 0 ? 'text-right text-green-400' : 'text-right text-red-400'}>
                {money.formatSigned(h.gainLoss)}
              </dd>
              <dt className="text-stone-400">{t('portfolio.holdings.spot')}</dt>
              <dd className="text-right text-stone-200">
                {t('portfolio.holdings.perOz', { price: money.format(h.spotPrice) })}
              </dd>
            </dl>
          </Card>
        );
      })}
    </div>
  );
}
