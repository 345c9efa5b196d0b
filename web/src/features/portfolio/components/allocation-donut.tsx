import { useT } from '@/i18n';
import { useMoney } from '@/lib/fx-rates';
import { formatPercent } from '@/lib/format';
import { isMetalType, metalColor } from '@/lib/metals';
import type { PortfolioSummary } from '@/lib/shop/types';

type Slice = NonNullable<PortfolioSummary['allocation']>[number];

const R = 60;
const C = 2 * Math.PI * R;

/** Share of portfolio value per metal as an SVG donut with a legend. */
export function AllocationDonut({ allocation }: { allocation: readonly Slice[] }) {
  const t = useT();
  const money = useMoney();
  const slices = allocation.filter((s) => Number(s.percent) > 0);
  const lengths = slices.map((s) => (Number(s.percent) / 100) * C);
  const offsets = lengths.map((_, i) => lengths.slice(0, i).reduce((a, b) => a + b, 0));
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:justify-center">
      <svg
        viewBox="0 0 160 160"
        className="size-48 shrink-0 -rotate-90"
        role="img"
        aria-label={t('portfolio.donut.label')}
      >
        <circle cx="80" cy="80" r={R} fill="none" stroke="#292524" strokeWidth="24" />
        {slices.map((s, i) => {
          const len = lengths[i];
          return (
            <circle
              key={s.metalType}
              cx="80"
              cy="80"
              r={R}
              fill="none"
              stroke={isMetalType(s.metalType) ? metalColor[s.metalType] : '#888'}
              strokeWidth="24"
              strokeDasharray={`${len} ${C - len}`}
              strokeDashoffset={-offsets[i]}
            />
          );
        })}
      </svg>
      <ul className="flex flex-col gap-2 text-sm" aria-label={t('portfolio.donut.legend')}>
        {slices.map((s) => (
          <li key={s.metalType} className="flex items-center gap-3">
            <span
              aria-hidden
              className="size-3 rounded-full"
              style={{ background: isMetalType(s.metalType) ? metalColor[s.metalType] : '#888' }}
            />
            <span className="w-20 text-stone-200">
              {isMetalType(s.metalType) ? t(`metal.${s.metalType}`) : s.metalType}
            </span>
            <span className="w-16 text-right font-semibold text-white">
              {formatPercent(s.percent, { fractionDigits: 1 })}
            </span>
            <span className="text-stone-400">{money.format(s.totalValue)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
