import { useMarketPrices } from '../../api/market-prices';
import type { MetalContent } from '../../content/metal-content';
import { cn } from '../cn';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

function signed(value: number, suffix = '') {
  return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}${suffix}`;
}

/**
 * Four market cards for one metal: live spot from /api/market-prices when the server has it,
 * otherwise clearly labelled illustrative figures (spec: "Prices shown are illustrative").
 */
export function MarketCards({ metal, content }: { metal: string; content: MetalContent }) {
  const { data, isPending } = useMarketPrices();
  const live = Array.isArray(data) ? data.find((item) => item.metalType?.toLowerCase() === metal) : undefined;
  const price = live ? Number.parseFloat(live.price) : content.illustrative.price;
  const change = live ? Number.parseFloat(String(live.change)) : content.illustrative.change;
  const changePercent = live ? Number.parseFloat(String(live.changePercent)) : content.illustrative.changePercent;
  const usable = [price, change, changePercent].every(Number.isFinite);
  const figures = usable ? { price, change, changePercent } : content.illustrative;
  const isLive = Boolean(live) && usable;
  const up = figures.change >= 0;

  const cards = [
    { label: `${content.name} spot price`, value: usd.format(figures.price), note: 'per troy ounce' },
    { label: 'Daily change', value: `${signed(figures.change)} USD`, note: 'since previous close', trend: true },
    { label: 'Change percent', value: signed(figures.changePercent, '%'), note: 'since previous close', trend: true },
    { label: 'Investment purity', value: content.purity, note: `${content.symbol} bullion standard` },
  ];

  return (
    <div>
      <p className="mb-4 text-center text-sm text-stone-300" aria-live="polite">
        {isPending ? (
          'Loading market prices…'
        ) : isLive ? (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" /> Live spot price
          </span>
        ) : (
          'Illustrative figures — live prices are shown after they load from the market feed.'
        )}
      </p>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="flex flex-col rounded-2xl border border-stone-800 bg-stone-900/70 p-5">
            <dt className="text-sm text-stone-300">{card.label}</dt>
            <dd className={cn('mt-2 text-2xl font-bold', !card.trend ? 'text-white' : up ? 'text-emerald-400' : 'text-red-400')}>
              {card.value}
            </dd>
            <dd className="mt-1 text-xs text-stone-400">
              {card.note}
              {!isLive && !isPending && ' · illustrative'}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
