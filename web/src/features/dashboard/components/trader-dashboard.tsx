import { Link } from 'react-router';
import { BarChart3, BadgeCheck, ClipboardPlus, DollarSign, Package, PackagePlus, UserPlus, Users, Warehouse } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LivePricesPanel } from '@/components/market/live-prices-panel';
import { useT, type MessageId } from '@/i18n';
import { formatNumber, formatWholeUsd } from '@/lib/format';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { StatCard } from '@/features/dashboard/components/stat-card';

const tradingStatus: ReadonlyArray<readonly [MessageId, MessageId]> = [
  ['dashboard.trader.licenseStatus', 'dashboard.trader.active'],
  ['dashboard.trader.compliance', 'dashboard.trader.verified'],
  ['dashboard.trader.kycStatus', 'dashboard.trader.complete'],
];

/** Spec "Trader dashboard"; figures are static sample data, actions inert. */
export function TraderDashboard() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('dashboard.trader.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('dashboard.trader.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/inventory">
              <Warehouse aria-hidden />
              {t('dashboard.trader.manageInventory')}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/analytics">
              <BarChart3 aria-hidden />
              {t('dashboard.trader.viewAnalytics')}
            </Link>
          </Button>
        </div>
      </div>

      <section aria-label={t('dashboard.stats.summary')} className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label={t('dashboard.trader.volume')} value={formatWholeUsd(2_400_000, { compact: true })} note={t('dashboard.trader.sample')} icon={DollarSign} />
        <StatCard label={t('dashboard.trader.activeClients')} value={formatNumber(156)} note={t('dashboard.trader.sample')} icon={Users} />
        <StatCard label={t('dashboard.trader.inventoryValue')} value={formatWholeUsd(890_000, { compact: true })} note={t('dashboard.trader.sample')} icon={Package} />
        <StatCard label={t('dashboard.trader.monthlyProfit')} value={formatWholeUsd(45_200, { compact: true })} note={t('dashboard.trader.sample')} icon={BarChart3} />
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
        <LivePricesPanel />
        <QuickActions
          actions={[
            { label: t('dashboard.trader.addInventory'), icon: PackagePlus },
            { label: t('dashboard.trader.addClient'), icon: UserPlus },
            { label: t('dashboard.trader.createOrder'), icon: ClipboardPlus },
          ]}
        />
        <Card>
          <CardHeader>
            <CardTitle>{t('dashboard.trader.tradingStatus')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3">
              {tradingStatus.map(([label, value]) => (
                <div key={label} className="flex items-center justify-between gap-3">
                  <dt className="text-sm text-stone-300">{t(label)}</dt>
                  <dd>
                    <Badge variant="success">
                      <BadgeCheck aria-hidden className="size-3.5" />
                      {t(value)}
                    </Badge>
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
