import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Activity,
  ArrowRight,
  ClipboardList,
  FileCheck,
  Landmark,
  Package,
  Radio,
  TriangleAlert,
  Undo2,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useMoney } from '@/lib/fx-rates';
import { useAdminDashboard } from '@/features/admin/api/get-admin-dashboard';
import type { AdminDashboard } from '@/features/admin/api/types';

function Figure({
  label,
  value,
  icon: Icon,
  to,
  linkLabel,
  highlight = false,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  to?: string;
  linkLabel?: string;
  highlight?: boolean;
}) {
  return (
    <Card className="flex min-w-0 flex-col p-4 sm:p-5" data-testid="admin-figure">
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
        <Icon aria-hidden className={highlight ? 'size-5 shrink-0 text-yellow-300' : 'size-5 shrink-0 text-gold'} />
      </div>
      <p className="mt-3 truncate text-xl font-bold text-white sm:text-2xl">{value}</p>
      {to && linkLabel && (
        <Link
          to={to}
          className="mt-2 inline-flex w-fit items-center gap-1 text-sm text-gold underline-offset-4 hover:underline"
        >
          {linkLabel}
          <ArrowRight aria-hidden className="size-3.5" />
        </Link>
      )}
    </Card>
  );
}

function Breakdown({ title, icon: Icon, rows }: { title: string; icon: LucideIcon; rows: [string, number][] }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        <Icon aria-hidden className="size-5 text-gold" />
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          {rows.map(([label, count]) => (
            <div key={label} className="flex items-center justify-between gap-3 py-2 text-sm">
              <dt className="text-stone-300">{label}</dt>
              <dd className="font-semibold text-white tabular-nums">{formatNumber(count)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function FeedStatus({ feed }: { feed: AdminDashboard['feed'] }) {
  const t = useT();
  let state: ReactNode;
  if (feed.stale)
    state = (
      <p role="status" className="flex items-center gap-2 text-sm text-yellow-200">
        <TriangleAlert aria-hidden className="size-4" />
        {t('admin.dashboard.feedStale')}
      </p>
    );
  else state = <p className="text-sm text-green-300">{t('admin.dashboard.feedLive')}</p>;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('admin.dashboard.feed')}</CardTitle>
        <Radio aria-hidden className="size-5 text-gold" />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm text-white">{feed.source}</span>
          {feed.simulated && <Badge variant="warning">{t('admin.dashboard.simulated')}</Badge>}
        </div>
        {state}
        <p className="text-sm text-muted-foreground">
          {feed.lastTickAt
            ? t('admin.dashboard.lastTick', { time: formatDateTime(feed.lastTickAt) })
            : t('admin.dashboard.noTick')}
        </p>
      </CardContent>
    </Card>
  );
}

/** The operator's overview (GET /api/admin/dashboard): accounts, work waiting, today's sales, the price feed. */
export default function AdminDashboardPage() {
  const t = useT();
  const money = useMoney();
  const { data, isPending, error } = useAdminDashboard();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('admin.dashboard.title')} subtitle={t('admin.dashboard.subtitle')} />
      <div className="mt-8">
        <PageState isLoading={isPending} error={error && t('admin.loadFailed', { error: errorMessage(error) })}>
          {data && (
            <div className="flex flex-col gap-6">
              <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
                <Figure
                  label={t('admin.dashboard.pendingTraders')}
                  value={formatNumber(data.pendingTraderApplications)}
                  icon={Landmark}
                  to="/traders"
                  linkLabel={t('admin.dashboard.reviewTraders')}
                  highlight={data.pendingTraderApplications > 0}
                />
                <Figure
                  label={t('admin.dashboard.pendingKyc')}
                  value={formatNumber(data.pendingKyc)}
                  icon={FileCheck}
                  to="/kyc-review"
                  linkLabel={t('admin.dashboard.reviewKyc')}
                  highlight={data.pendingKyc > 0}
                />
                <Figure
                  label={t('admin.dashboard.openReports')}
                  value={formatNumber(data.openComplianceReports)}
                  icon={ClipboardList}
                  to="/compliance-reports"
                  linkLabel={t('admin.dashboard.reviewReports')}
                  highlight={data.openComplianceReports > 0}
                />
                <Figure
                  label={t('admin.dashboard.failedRefunds')}
                  value={formatNumber(data.failedRefunds)}
                  icon={Undo2}
                  to="/refunds"
                  linkLabel={t('admin.dashboard.reviewRefunds')}
                  highlight={data.failedRefunds > 0}
                />
                <Figure
                  label={t('admin.dashboard.ordersToday')}
                  value={formatNumber(data.ordersToday)}
                  icon={Package}
                  to="/orders"
                  linkLabel={t('admin.dashboard.viewOrders')}
                />
                <Figure
                  label={t('admin.dashboard.revenueToday')}
                  value={money.format(data.revenueToday)}
                  icon={Wallet}
                />
                <Figure
                  label={t('admin.dashboard.totalUsers')}
                  value={formatNumber(data.usersByRole.client + data.usersByRole.gold_trader + data.usersByRole.admin)}
                  icon={Users}
                  to="/users"
                  linkLabel={t('admin.dashboard.manageUsers')}
                />
              </div>
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
                <Breakdown
                  title={t('admin.dashboard.byRole')}
                  icon={UserCog}
                  rows={[
                    [t('admin.role.client'), data.usersByRole.client],
                    [t('admin.role.trader'), data.usersByRole.gold_trader],
                    [t('admin.role.admin'), data.usersByRole.admin],
                  ]}
                />
                <Breakdown
                  title={t('admin.dashboard.byStatus')}
                  icon={Activity}
                  rows={[
                    [t('admin.status.active'), data.usersByStatus.active],
                    [t('admin.status.pendingApproval'), data.usersByStatus.pending_approval],
                    [t('admin.status.suspended'), data.usersByStatus.suspended],
                  ]}
                />
                <FeedStatus feed={data.feed} />
              </div>
            </div>
          )}
        </PageState>
      </div>
    </div>
  );
}
