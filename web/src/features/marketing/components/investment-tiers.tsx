import { Check } from 'lucide-react';
import { useT } from '@/i18n';
import { cn } from './cn';

export interface Tier {
  name: string;
  /** The amount, formatted: "$25K-$100K". */
  range: string;
  /** The equity share, formatted: "0.5-2%". */
  equity: string;
  perks: string[];
}

/** Three investment tier cards; the middle one is highlighted. */
export function InvestmentTiers({ tiers }: { tiers: Tier[] }) {
  const t = useT();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {tiers.map((tier, index) => (
        <li
          key={tier.name}
          className={cn(
            'rounded-2xl border bg-stone-900/70 p-6',
            index === 1 ? 'border-[#d4a017] shadow-lg shadow-[#d4a017]/10' : 'border-stone-800',
          )}
        >
          <h3 className="text-lg font-semibold text-white">{tier.name}</h3>
          <p className="mt-3 text-3xl font-bold text-[#f0c14b]">{tier.range}</p>
          <p className="mt-1 text-stone-300">{t('investor.tiers.forEquity', { equity: tier.equity })}</p>
          <ul className="mt-5 space-y-2 text-sm text-stone-300">
            {tier.perks.map((perk) => (
              <li key={perk} className="flex gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-[#f0c14b]" />
                {perk}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
