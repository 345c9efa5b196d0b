import { Link } from 'react-router';
import {
  BarChart3,
  BadgeCheck,
  ClipboardPlus,
  DollarSign,
  Package,
  PackagePlus,
  UserPlus,
  Users,
  Warehouse,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LivePricesPanel } from '@/components/market/live-prices-panel';
import { useT } from '@/i18n';
import type { User } from '@/lib/auth';
import { formatNumber, formatWholeUsd } from '@/lib/format';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { StatCard } from '@/features/dashboard/components/stat-card';
import { RecentOrders } from '@/features/dashboard/components/recent-orders';
import { KycStatusBadge } from '@/components/kyc-status-badge';
import { PageHeader } from '@/components/page-header';

/**
 * Spec "Trader dashboard": the stat figures are sample data (labelled so), the recent orders are
 * the ones holding this trader's products, and the Trading Status shows the account's real state.
 */
export function TraderDashboard({ user }: { user: User }) {
  const t = useT();
  // An approved trader's account is active (pending traders cannot sign in); compliance follows KYC.
  const licenseActive = user.status === 'active';
  const kycVerified = user.kycStatus === 'verified';
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('dashboard.trader.title')}
        subtitle={t('dashboard.trader.subtitle')}
        actions={
          <>
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
          </>
        }
      />

      <section
        aria-label={t('dashboard.stats.summary')}
        className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
      >
        <StatCard
          label={t('dashboard.trader.volume')}
          value={formatWholeUsd(2_400_000, { compact: true })}
          note={t('dashboard.trader.sample')}
          icon={DollarSign}
        />
        <StatCard
          label={t('dashboard.trader.activeClients')}
          value={formatNumber(156)}
          note={t('dashboard.trader.sample')}
          icon={Users}
        />
        <StatCard
          label={t('dashboard.trader.inventoryValue')}
          value={formatWholeUsd(890_000, { compact: true })}
          note={t('dashboard.trader.sample')}
          icon={Package}
        />
        <StatCard
          label={t('dashboard.trader.monthlyProfit')}
          value={formatWholeUsd(45_200, { compact: true })}
          note={t('dashboard.trader.sample')}
          icon={BarChart3}
        />
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
        <RecentOrders scope="managed" />
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
              <div className="flex items-center justify-between gap-3">
                <dt className="text-sm text-stone-300">{t('dashboard.trader.licenseStatus')}</dt>
                <dd>
                  <Badge variant={licenseActive ? 'success' : 'warning'}>
                    {licenseActive && <BadgeCheck aria-hidden className="size-3.5" />}
                    {t(licenseActive ? 'dashboard.trader.active' : 'dashboard.kyc.pending')}
                  </Badge>
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt className="text-sm text-stone-300">{t('dashboard.trader.compliance')}</dt>
                <dd>
                  <Badge variant={kycVerified ? 'success' : 'secondary'}>
                    {kycVerified && <BadgeCheck aria-hidden className="size-3.5" />}
                    {t(kycVerified ? 'dashboard.trader.verified' : 'dashboard.trader.reviewOpen')}
                  </Badge>
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt className="text-sm text-stone-300">{t('dashboard.trader.kycStatus')}</dt>
                <dd>
                  <KycStatusBadge status={user.kycStatus} />
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
