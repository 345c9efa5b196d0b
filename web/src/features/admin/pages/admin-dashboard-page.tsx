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
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useMoney } from '@/lib/fx-rates';
import { useAdminDashboard } from '@/features/admin/api/get-admin-dashboard';
import type { AdminDashboard } from '@/features/admin/api/types';
import { roleLabel, statusLabel } from '@/features/admin/components/labels';

/** The work waiting for staff: each figure links to its queue and is highlighted while anything waits. */
const QUEUES: {
  count: 'pendingTraderApplications' | 'pendingKyc' | 'openComplianceReports' | 'failedRefunds';
  labelId: MessageId;
  icon: LucideIcon;
  to: string;
  linkId: MessageId;
}[] = [
  {
    count: 'pendingTraderApplications',
    labelId: 'admin.dashboard.pendingTraders',
    icon: Landmark,
    to: '/traders',
    linkId: 'admin.dashboard.reviewTraders',
  },
  {
    count: 'pendingKyc',
    labelId: 'admin.dashboard.pendingKyc',
    icon: FileCheck,
    to: '/kyc-review',
    linkId: 'admin.dashboard.reviewKyc',
  },
  {
    count: 'openComplianceReports',
    labelId: 'admin.dashboard.openReports',
    icon: ClipboardList,
    to: '/compliance-reports',
    linkId: 'admin.dashboard.reviewReports',
  },
  {
    count: 'failedRefunds',
    labelId: 'admin.dashboard.failedRefunds',
    icon: Undo2,
    to: '/refunds',
    linkId: 'admin.dashboard.reviewRefunds',
  },
];

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

/** Counts by kind in the order of `labels`, e.g. users by role. */
function Breakdown<K extends string>({
  title,
  icon: Icon,
  counts,
  labels,
}: {
  title: string;
  icon: LucideIcon;
  counts: Record<K, number>;
  labels: Record<K, MessageId>;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        <Icon aria-hidden className="size-5 text-gold" />
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          {(Object.keys(labels) as K[]).map((key) => (
            <div key={key} className="flex items-center justify-between gap-3 py-2 text-sm">
              <dt className="text-stone-300">{t(labels[key])}</dt>
              <dd className="font-semibold text-white tabular-nums">{formatNumber(counts[key])}</dd>
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
                {QUEUES.map(({ count, labelId, icon, to, linkId }) => (
                  <Figure
                    key={to}
                    label={t(labelId)}
                    value={formatNumber(data[count])}
                    icon={icon}
                    to={to}
                    linkLabel={t(linkId)}
                    highlight={data[count] > 0}
                  />
                ))}
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
                  counts={data.usersByRole}
                  labels={roleLabel}
                />
                <Breakdown
                  title={t('admin.dashboard.byStatus')}
                  icon={Activity}
                  counts={data.usersByStatus}
                  labels={statusLabel}
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
