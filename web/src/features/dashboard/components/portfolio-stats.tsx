import { Coins, Gem, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { useT } from '@/i18n';
import { MoneyNote } from '@/components/money-note';
import { useMoney } from '@/lib/fx-rates';
import { formatOz } from '@/lib/format';
import { useSimulatedFeed } from '@/lib/market/get-real-time-prices';
import { usePortfolio } from '@/lib/shop/get-portfolio';
import { usePortfolioSummary } from '@/lib/shop/get-portfolio-summary';
import { StatCard } from '@/features/dashboard/components/stat-card';

/** The client dashboard's four stat cards from the ledger-backed portfolio. */
export function PortfolioStats() {
  const t = useT();
  const money = useMoney();
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
    <section aria-label={t('dashboard.stats.summary')} className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label={t('dashboard.stats.totalValue')}
        value={show(money.format(summary.data?.totalValue))}
        note={
          failed
            ? t('dashboard.stats.unavailable')
            : t('dashboard.stats.itemsHeld', { count: summary.data?.itemCount ?? 0 })
        }
        icon={Wallet}
      />
      <StatCard
        label={t('dashboard.stats.gold')}
        value={show(formatOz(gold?.quantity ?? 0))}
        note={gold ? money.format(gold.totalValue) : t('dashboard.stats.noneYet')}
        icon={Coins}
      />
      <StatCard
        label={t('dashboard.stats.silver')}
        value={show(formatOz(silver?.quantity ?? 0))}
        note={silver ? money.format(silver.totalValue) : t('dashboard.stats.noneYet')}
        icon={Gem}
      />
      <StatCard
        label={t('dashboard.stats.monthlyPnl')}
        value={show(money.formatSigned(summary.data?.monthlyPnl ?? '0'))}
        note={t(simulated ? 'dashboard.stats.pnlNoteSimulated' : 'dashboard.stats.pnlNoteLive')}
        icon={pnl < 0 ? TrendingDown : TrendingUp}
      />
      <MoneyNote className="col-span-2 xl:col-span-4" />
    </section>
  );
}
