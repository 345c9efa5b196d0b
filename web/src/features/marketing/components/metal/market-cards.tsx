import { FlaskConical } from 'lucide-react';
import { useT } from '@/i18n';
import { formatNumber, formatPercent, formatUsd } from '@/lib/format';
import { staleTitle } from '@/lib/market/stale';
import { usePublicRealTimePrices } from '@/lib/market/get-real-time-prices';
import { percent } from '../../content/figures';
import type { Metal, MetalContent } from '../../content/metal-content';
import { cn } from '../cn';

/** "+12.40" / "−4.80" ("+12,40" in German). */
function signed(value: number) {
  return `${value >= 0 ? '+' : '−'}${formatNumber(Math.abs(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "+0.61%" / "−0.47%" ("+0,61 %" in German). */
function signedPercent(value: number) {
  return `${value >= 0 ? '+' : '−'}${formatPercent(Math.abs(value))}`;
}

/** Where the figures come from: the market feed, the server's simulated feed, or the page's own. */
type Source = 'live' | 'stale' | 'simulated' | 'unlabelled' | 'illustrative';

/**
 * The shared SimulatedBadge's look without its imports (Badge, cva, tailwind-merge): the public
 * pages keep their JavaScript small (docs/web-performance.md).
 */
function SimulatedLabel() {
  const t = useT();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-yellow-700/50 bg-yellow-900/40 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-yellow-200"
      title={t('market.simulated.title')}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {t('market.simulated.label')}
    </span>
  );
}

/**
 * Four market cards for one metal from /api/real-time-prices when the server has it, otherwise
 * clearly labelled illustrative figures (spec: "Prices shown are illustrative"). Prices from the
 * simulated feed (`simulated: true`) say "Simulated prices" and are never called live; "Live spot
 * price" needs the server to say `simulated: false`.
 */
export function MarketCards({ metal, content }: { metal: Metal; content: MetalContent }) {
  const t = useT();
  const { data, isPending } = usePublicRealTimePrices();
  const symbol = `${content.symbol}USD`;
  const row = Array.isArray(data)
    ? data.find((item) => item.symbol === symbol || item.name?.toLowerCase() === metal)
    : undefined;
  const price = row ? Number(row.price) : content.illustrative.price;
  const change = row ? Number(row.change) : content.illustrative.change;
  const changePercent = row ? Number(row.changePercent) : content.illustrative.changePercent;
  const usable = [price, change, changePercent].every(Number.isFinite);
  const figures = usable ? { price, change, changePercent } : content.illustrative;
  const source: Source =
    !row || !usable
      ? 'illustrative'
      : row.stale === true
        ? 'stale'
        : row.simulated === true
          ? 'simulated'
          : row.simulated === false
            ? 'live'
            : 'unlabelled';
  const up = figures.change >= 0;

  const cards = [
    {
      label: t('metalPage.cards.spot', { metal }),
      value: formatUsd(figures.price),
      note: t('metalPage.cards.perOunce'),
      priced: true,
    },
    {
      label: t('metalPage.cards.dailyChange'),
      value: `${signed(figures.change)} USD`,
      note: t('metalPage.cards.sincePreviousClose'),
      trend: true,
      priced: true,
    },
    {
      label: t('metalPage.cards.changePercent'),
      value: signedPercent(figures.changePercent),
      note: t('metalPage.cards.sincePreviousClose'),
      trend: true,
      priced: true,
    },
    {
      label: t('metalPage.cards.purity'),
      value: percent(content.purity),
      note: t('metalPage.cards.standard', { symbol: content.symbol }),
    },
  ];
  const noteSuffix = (priced?: boolean) =>
    isPending
      ? ''
      : source === 'illustrative'
        ? ` · ${t('metalPage.cards.suffix.illustrative')}`
        : source === 'simulated' && priced
          ? ` · ${t('metalPage.cards.suffix.simulated')}`
          : source === 'stale' && priced
            ? ` · ${t('metalPage.cards.suffix.stale')}`
            : '';

  return (
    <div>
      <p className="mb-4 text-center text-sm text-stone-300" aria-live="polite">
        {isPending ? (
          t('metalPage.status.loading')
        ) : source === 'live' ? (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" /> {t('metalPage.status.live')}
          </span>
        ) : source === 'stale' ? (
          t('metalPage.status.stale', { detail: staleTitle(row?.lastUpdate ?? '') })
        ) : source === 'simulated' ? (
          <span className="inline-flex flex-wrap items-center justify-center gap-2">
            <SimulatedLabel />
            <span>{t('metalPage.status.simulated')}</span>
          </span>
        ) : source === 'unlabelled' ? (
          t('metalPage.status.unlabelled')
        ) : (
          t('metalPage.status.illustrative')
        )}
      </p>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="flex flex-col rounded-2xl border border-stone-800 bg-stone-900/70 p-5">
            <dt className="text-sm text-stone-300">{card.label}</dt>
            <dd
              className={cn(
                'mt-2 text-2xl font-bold',
                !card.trend ? 'text-white' : up ? 'text-emerald-400' : 'text-red-400',
              )}
            >
              {card.value}
            </dd>
            <dd className="mt-1 text-xs text-stone-400">
              {card.note}
              {noteSuffix(card.priced)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
