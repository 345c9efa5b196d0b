import { Coins, Gem, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { formatOz, formatSignedUsd, formatUsd } from '@/lib/format';
import { useSimulatedFeed } from '@/lib/market/get-real-time-prices';
import { usePortfolio } from '@/lib/shop/get-portfolio';
import { usePortfolioSummary } from '@/lib/shop/get-portfolio-summary';
import { StatCard } from '@/features/dashboard/components/stat-card';

/** The client dashboard's four stat cards from the ledger-backed portfolio. */
export function PortfolioStats() {
  const summary = usePortfolioSummary();
  const holdings = usePortfolio();
  const simulated = useSimulatedFeed();
  const loading = summary.isLoading || holdings.isLoading;
  const failed = Boolean(summary.error || holdings.error);
  const show = (value: string) => (loading ? '…' : failed ? '—' : value);
  const holding = (metal: 'gold' | 'silver') => holdings.data?.find((h) => h.metalType === metal);
  const gold = holding('gold');
  const silver = holding('silver');
  const pnl = Number(summary.data?.monthlyPnl ?? 0);

  return (
    <section aria-label="Summary" className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label="Total Portfolio Value"
        value={show(formatUsd(summary.data?.totalValue))}
        note={failed ? 'Unavailable' : `${summary.data?.itemCount ?? 0} items held`}
        icon={Wallet}
      />
      <StatCard label="Gold Holdings" value={show(formatOz(gold?.quantity ?? 0))} note={gold ? formatUsd(gold.totalValue) : 'None yet'} icon={Coins} />
      <StatCard label="Silver Holdings" value={show(formatOz(silver?.quantity ?? 0))} note={silver ? formatUsd(silver.totalValue) : 'None yet'} icon={Gem} />
      <StatCard
        label="Monthly P&L"
        value={show(formatSignedUsd(summary.data?.monthlyPnl ?? '0'))}
        note={`This month, at ${simulated ? 'simulated' : 'live'} prices`}
        icon={pnl < 0 ? TrendingDown : TrendingUp}
      />
    </section>
  );
}
