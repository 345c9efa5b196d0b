import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { StaleBadge } from '@/components/market/stale-badge';
import { usePriceFlash } from '@/components/market/use-price-flash';
import {
  direction,
  directionTextClass,
  formatSigned,
  formatSignedPercent,
  formatUsd,
} from '@/lib/market/price-direction';
import type { RealTimePrice } from '@/lib/market/types';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n';
import { metalName } from '@/lib/market/metal-name';
import { useMoney } from '@/lib/fx-rates';

const metalDot: Record<string, string> = {
  XAUUSD: 'bg-[#f0c14b]',
  XAGUSD: 'bg-stone-300',
  XPTUSD: 'bg-slate-200',
  XPDUSD: 'bg-orange-200',
};

const arrows = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus } as const;

interface PriceRowProps {
  price: RealTimePrice;
  showRange?: boolean;
  selected?: boolean;
  onSelect?: (symbol: string) => void;
}

/**
 * One metal: name, price (flashes green or red on each change) and 24-hour change. A stale price
 * (no provider update for too long) is muted, badged and never flashed: it is not a live move.
 */
export function PriceRow({ price, showRange = false, selected = false, onSelect }: PriceRowProps) {
  const t = useT();
  const money = useMoney();
  const flash = usePriceFlash(price.price, price.stale);
  const dir = direction(price.change);
  const Arrow = arrows[dir];
  // The 24-hour range in the display currency too (bare figures in USD, as the pair's own unit).
  const range = (usd: number) => (money.converted ? money.format(usd) : usd.toFixed(2));

  const body = (
    <>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', metalDot[price.symbol] ?? 'bg-stone-400')} />
        <div className="min-w-0">
          <p className="truncate font-medium text-white">{metalName(price.symbol, price.name)}</p>
          <p className="flex items-center gap-1.5 text-xs text-stone-400">
            {price.symbol}
            {price.stale && <StaleBadge lastUpdate={price.lastUpdate} className="px-1.5 py-0 text-[10px]" />}
          </p>
        </div>
      </div>
      <div className="shrink-0 text-right whitespace-nowrap">
        <p
          key={flash?.count ?? 0}
          data-testid="price-value"
          data-flash={flash?.direction}
          data-stale={price.stale || undefined}
          className={cn(
            '-mx-1 rounded px-1 font-semibold tabular-nums',
            price.stale ? 'text-stone-500' : 'text-white',
            flash?.direction === 'up' && 'motion-safe:animate-flash-up',
            flash?.direction === 'down' && 'motion-safe:animate-flash-down',
          )}
        >
          {money.converted ? money.format(price.price) : formatUsd(price.price)}
        </p>
        <p
          className={cn(
            'flex items-center justify-end gap-0.5 text-xs tabular-nums',
            price.stale ? 'text-stone-500' : directionTextClass(dir),
          )}
          data-direction={dir}
        >
          <Arrow aria-hidden className="size-3.5" />
          <span className="sr-only">{t(`market.change.${dir}`)} </span>
          {money.converted ? money.formatSigned(price.change) : formatSigned(price.change)} (
          {formatSignedPercent(price.changePercent)})
        </p>
        {showRange && (
          <p className="mt-0.5 text-[11px] text-stone-400 tabular-nums">
            {t('market.range', { high: range(price.high24h), low: range(price.low24h) })}
          </p>
        )}
      </div>
    </>
  );

  const rowClass = 'flex w-full items-center justify-between gap-3 rounded-lg border px-3 py-2.5';
  if (onSelect) {
    return (
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(price.symbol)}
        className={cn(
          rowClass,
          'text-left outline-none transition-colors hover:border-primary/50 focus-visible:ring-2 focus-visible:ring-ring',
          selected ? 'border-primary/60 bg-primary/10' : 'border-border bg-stone-950/40',
        )}
      >
        {body}
      </button>
    );
  }
  return <div className={cn(rowClass, 'border-border bg-stone-950/40')}>{body}</div>;
}
