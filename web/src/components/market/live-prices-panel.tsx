import { AlertTriangle } from 'lucide-react';
import { FeedStatusIndicator } from '@/components/market/feed-status';
import { PriceSnapshotLabel } from '@/components/market/price-snapshot-label';
import { PriceRow } from '@/components/market/price-row';
import { MoneyNote } from '@/components/money-note';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useLivePrices } from '@/lib/market/use-live-prices';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n';

interface LivePricesPanelProps {
  className?: string;
  /** Adds each metal's 24-hour high and low. */
  showRange?: boolean;
  /** Makes the rows selectable (the trading screen picks its chart symbol this way). */
  selectedSymbol?: string;
  onSelectSymbol?: (symbol: string) => void;
}

/** "Live Market Prices": the four metals, kept live over the shared price feed. */
export function LivePricesPanel({ className, showRange, selectedSymbol, onSelectSymbol }: LivePricesPanelProps) {
  const t = useT();
  const { prices, isLoading, isError, status, simulated } = useLivePrices();

  return (
    <Card className={cn('min-w-0', className)} data-testid="live-prices-panel">
      <CardHeader className="pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('market.live.title')}</CardTitle>
          <FeedStatusIndicator status={status} />
        </div>
        {simulated && <SimulatedBadge />}
        <PriceSnapshotLabel className="w-fit" />
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('market.live.loading')} />
          </div>
        ) : isError || !prices ? (
          <p className="flex items-center gap-2 text-sm text-stone-300">
            <AlertTriangle aria-hidden className="size-4 text-yellow-400" />
            {t('market.live.unavailable')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('market.live.list')}>
            {prices.map((price) => (
              <li key={price.symbol}>
                <PriceRow
                  price={price}
                  showRange={showRange}
                  selected={selectedSymbol === price.symbol}
                  onSelect={onSelectSymbol}
                />
              </li>
            ))}
          </ul>
        )}
        <MoneyNote className="mt-3" />
      </CardContent>
    </Card>
  );
}
