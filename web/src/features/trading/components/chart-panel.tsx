import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import { StaleBadge } from '@/components/market/stale-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { useMoney } from '@/lib/fx-rates';
import { useChartData } from '@/lib/market/get-chart-data';
import { direction, directionTextClass, formatSigned, formatSignedPercent } from '@/lib/market/price-direction';
import { SYMBOLS, type MarketSymbol, type Timeframe } from '@/lib/market/types';
import { useLivePrices } from '@/lib/market/use-live-prices';
import { cn } from '@/lib/utils';
import { ChartControls } from '@/features/trading/components/chart-controls';
import { PriceChart } from '@/features/trading/components/price-chart';
import { CHART_TYPES, type ChartType } from '@/features/trading/lib/chart-types';

interface ChartPanelProps {
  id?: string;
  className?: string;
  symbol: MarketSymbol;
  onSymbolChange: (symbol: MarketSymbol) => void;
}

/** The trading chart: controls, the live price headline and the candles of the chosen timeframe. */
export function ChartPanel({ id, className, symbol, onSymbolChange }: ChartPanelProps) {
  const t = useT();
  const money = useMoney();
  const [timeframe, setTimeframe] = useState<Timeframe>('1h');
  const [type, setType] = useState<ChartType>('candlestick');
  const chart = useChartData(symbol, timeframe);
  const { prices, simulated } = useLivePrices();

  const meta = SYMBOLS.find((s) => s.symbol === symbol)!;
  const row = prices?.find((p) => p.symbol === symbol);
  // A stale price is frozen, not market data: it does not move the chart.
  const live = row && !row.stale ? row : undefined;
  const liveTimeSec = live ? Math.floor(Date.parse(live.lastUpdate) / 1000) : undefined;
  const dir = row ? direction(row.change) : 'flat';

  return (
    <Card id={id} className={cn('min-w-0 scroll-mt-24', className)}>
      <CardHeader className="gap-4 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>
              {symbol} <span className="font-normal text-stone-400">· {t(meta.labelId)}</span>
            </CardTitle>
            {row && (
              <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span
                  className={cn('text-2xl font-bold tabular-nums', row.stale ? 'text-stone-500' : 'text-white')}
                  data-testid="chart-price"
                  data-stale={row.stale || undefined}
                >
                  {money.format(row.price)}
                </span>
                <span className={cn('text-sm tabular-nums', row.stale ? 'text-stone-500' : directionTextClass(dir))}>
                  {t('trading.chart.change24h', {
                    change: formatSigned(row.change),
                    percent: formatSignedPercent(row.changePercent),
                  })}
                </span>
                {row.stale && <StaleBadge lastUpdate={row.lastUpdate} />}
              </p>
            )}
          </div>
          {simulated && <SimulatedBadge />}
        </div>
        <ChartControls
          symbol={symbol}
          timeframe={timeframe}
          type={type}
          onSymbolChange={onSymbolChange}
          onTimeframeChange={setTimeframe}
          onTypeChange={setType}
        />
      </CardHeader>
      <CardContent className="px-2 pb-4 sm:px-6 sm:pb-6">
        <div className="relative">
          <PriceChart
            candles={chart.data}
            timeframe={timeframe}
            type={type}
            livePrice={live?.price}
            liveTimeSec={liveTimeSec}
            label={t('trading.chart.label', {
              metal: t(meta.labelId),
              timeframe,
              type: t(CHART_TYPES.find((c) => c.id === type)!.labelId),
            })}
          />
          {chart.isPending && (
            <div className="absolute inset-0 flex items-center justify-center bg-card/60">
              <Spinner label={t('trading.chart.loading')} />
            </div>
          )}
          {chart.isError && (
            <div className="absolute inset-0 flex items-center justify-center gap-2 bg-card/80 text-sm text-stone-300">
              <AlertTriangle aria-hidden className="size-4 text-yellow-400" />
              {t('trading.chart.unavailable')}
            </div>
          )}
          {chart.data?.length === 0 && (
            <div className="absolute inset-0 flex items-center justify-center text-sm text-stone-400">
              {t('trading.chart.noCandles')}
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
