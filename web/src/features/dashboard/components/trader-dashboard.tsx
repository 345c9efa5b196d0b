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
import { useT, type MessageId } from '@/i18n';
import type { User } from '@/lib/auth';
import { amlStatusLabel, complianceLevelLabel } from '@/lib/compliance-labels';
import { useMoney } from '@/lib/fx-rates';
import { formatNumber, formatWholeUsd } from '@/lib/format';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { StatCard } from '@/features/dashboard/components/stat-card';
import { RecentOrders } from '@/features/dashboard/components/recent-orders';
import { useTraderDashboard, type TraderDashboardData } from '@/features/dashboard/api/get-trader-dashboard';
import { KycStatusBadge } from '@/components/kyc-status-badge';
import { PageHeader } from '@/components/page-header';

type Tone = 'success' | 'warning' | 'destructive' | 'secondary';

const licenseLabels: Record<TraderDashboardData['tradingStatus']['licenseStatus'], { id: MessageId; tone: Tone }> = {
  active: { id: 'dashboard.trader.active', tone: 'success' },
  pending: { id: 'dashboard.kyc.pending', tone: 'warning' },
  suspended: { id: 'dashboard.trader.suspended', tone: 'destructive' },
};

/** The compliance state: AML under review / flagged, else the level (Basic, Verified, Enhanced). */
function complianceLabel(status: string): { id: MessageId; tone: Tone } | null {
  if (status === 'flagged') return { id: amlStatusLabel.flagged, tone: 'destructive' };
  if (status === 'under_review') return { id: amlStatusLabel.under_review, tone: 'warning' };
  if (status === 'VERIFIED' || status === 'ENHANCED') return { id: complianceLevelLabel[status], tone: 'success' };
  if (status === 'BASIC') return { id: complianceLevelLabel.BASIC, tone: 'secondary' };
  return null;
}

/**
 * Spec "Trader dashboard", every figure from GET /api/trader/dashboard: this month's trading
 * volume, active clients, inventory value at live prices, the month's premium margin, the five
 * latest orders and the Trading Status from the account's licence, compliance and KYC state.
 */
export function TraderDashboard({ user }: { user: User }) {
  const t = useT();
  const money = useMoney();
  const { data, isLoading, error } = useTraderDashboard();
  // Whole dollars, compact from a million ("$1.5M"), so the cards never cut a figure short.
  const amount = (v: string | number) =>
    money.converted ? money.format(v) : formatWholeUsd(v, { compact: Math.abs(Number(v)) >= 1_000_000 });
  const figure = (value: string | number | undefined, format: (v: string | number) => string) =>
    data && value !== undefined ? format(value) : isLoading ? '…' : '—';
  const status = data?.tradingStatus;
  const license = licenseLabels[status?.licenseStatus ?? (user.status === 'active' ? 'active' : 'pending')];
  const compliance = status ? complianceLabel(status.complianceStatus) : null;
  const kycStatus = (status ? status.kycStatus : user.kycStatus) as User['kycStatus'];
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
        aria-busy={isLoading}
        className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
      >
        <StatCard
          label={t('dashboard.trader.volume')}
          value={figure(data?.tradingVolume, amount)}
          note={t('dashboard.trader.thisMonth')}
          icon={DollarSign}
        />
        <StatCard
          label={t('dashboard.trader.activeClients')}
          value={figure(data?.activeClients, formatNumber)}
          note={t('dashboard.trader.activeClientsNote')}
          icon={Users}
        />
        <StatCard
          label={t('dashboard.trader.inventoryValue')}
          value={figure(data?.inventoryValue, amount)}
          note={t('dashboard.trader.livePrices')}
          icon={Package}
        />
        <StatCard
          label={t('dashboard.trader.monthlyProfit')}
          value={figure(data?.monthlyProfit, amount)}
          note={t('dashboard.trader.premiumMargin')}
          icon={BarChart3}
        />
      </section>
      {error && !data && (
        <p role="alert" className="mt-3 text-sm text-red-400">
          {t('dashboard.trader.unavailable')}
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
        <RecentOrders orders={{ data: data?.recentOrders, isLoading, error: error && !data ? error : null }} />
        <LivePricesPanel />
        <QuickActions
          actions={[
            { label: t('dashboard.trader.addInventory'), icon: PackagePlus, to: '/inventory?new=1' },
            { label: t('dashboard.trader.addClient'), icon: UserPlus, to: '/clients?invite=1' },
            { label: t('dashboard.trader.createOrder'), icon: ClipboardPlus, to: '/clients?offer=1' },
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
                  <Badge variant={license.tone}>
                    {license.tone === 'success' && <BadgeCheck aria-hidden className="size-3.5" />}
                    {t(license.id)}
                  </Badge>
                </dd>
              </div>
              {status?.licenseNumber && (
                <div className="flex items-center justify-between gap-3">
                  <dt className="text-sm text-stone-300">{t('dashboard.trader.licenseNumber')}</dt>
                  <dd className="font-mono text-sm text-stone-200">{status.licenseNumber}</dd>
                </div>
              )}
              <div className="flex items-center justify-between gap-3">
                <dt className="text-sm text-stone-300">{t('dashboard.trader.compliance')}</dt>
                <dd>
                  {compliance ? (
                    <Badge variant={compliance.tone}>
                      {compliance.tone === 'success' && <BadgeCheck aria-hidden className="size-3.5" />}
                      {t(compliance.id)}
                    </Badge>
                  ) : (
                    <Badge variant="secondary">
                      {t(isLoading ? 'dashboard.trader.loading' : 'dashboard.trader.reviewOpen')}
                    </Badge>
                  )}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt className="text-sm text-stone-300">{t('dashboard.trader.kycStatus')}</dt>
                <dd>
                  <KycStatusBadge status={kycStatus} />
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
