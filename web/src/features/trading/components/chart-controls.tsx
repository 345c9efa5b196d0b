import { SYMBOLS, TIMEFRAMES, type MarketSymbol, type Timeframe } from '@/lib/market/types';
import { useT } from '@/i18n';
import { cn } from '@/lib/utils';
import { CHART_TYPES, type ChartType } from '@/features/trading/lib/chart-types';

interface ChartControlsProps {
  symbol: MarketSymbol;
  timeframe: Timeframe;
  type: ChartType;
  onSymbolChange: (symbol: MarketSymbol) => void;
  onTimeframeChange: (timeframe: Timeframe) => void;
  onTypeChange: (type: ChartType) => void;
}

const segmentClass =
  'h-8 min-w-8 rounded-md px-2 text-xs sm:min-w-9 sm:px-2.5 font-semibold text-stone-300 outline-none transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-primary aria-pressed:text-primary-foreground';

function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-wrap gap-0.5 rounded-lg border border-border bg-stone-950/70 p-1 sm:gap-1"
    >
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={option.id === value}
          onClick={() => onChange(option.id)}
          className={segmentClass}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

const timeframeOptions = TIMEFRAMES.map((tf) => ({ id: tf, label: tf }));

/** Symbol select, timeframe and chart-type switches; wraps on narrow screens. */
export function ChartControls(props: ChartControlsProps) {
  const t = useT();
  const typeOptions = CHART_TYPES.map((c) => ({ id: c.id, label: t(c.labelId) }));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor="chart-symbol">
        {t('trading.chart.symbol')}
      </label>
      <select
        id="chart-symbol"
        value={props.symbol}
        onChange={(e) => props.onSymbolChange(e.target.value as MarketSymbol)}
        className={cn(
          'h-10 rounded-lg border border-input bg-stone-950 px-3 text-sm font-medium text-white outline-none',
          'focus-visible:ring-2 focus-visible:ring-ring',
        )}
      >
        {SYMBOLS.map((s) => (
          <option key={s.symbol} value={s.symbol}>
            {s.symbol} · {t(s.labelId)}
          </option>
        ))}
      </select>
      <Segmented
        label={t('trading.chart.timeframe')}
        options={timeframeOptions}
        value={props.timeframe}
        onChange={props.onTimeframeChange}
      />
      <Segmented
        label={t('trading.chart.type')}
        options={typeOptions}
        value={props.type}
        onChange={props.onTypeChange}
      />
    </div>
  );
}
