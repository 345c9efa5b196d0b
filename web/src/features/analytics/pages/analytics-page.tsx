import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyState, PageState } from '@/components/page-state';
import { MoneyNote } from '@/components/money-note';
import { PageHeader } from '@/components/page-header';
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatNumber, formatPercent } from '@/lib/format';
import { useMoney } from '@/lib/fx-rates';
import { METAL_TYPES, metalColor } from '@/lib/metals';
import { cn } from '@/lib/utils';
import {
  ANALYTICS_RANGES,
  DEFAULT_RANGE,
  isAnalyticsRange,
  type AnalyticsRange,
  type TraderAnalytics,
} from '@/features/analytics/api/analytics-keys';
import { useAnalytics } from '@/features/analytics/api/get-analytics';
import { changeDirection, percentChange } from '@/features/analytics/lib/change';

const RevenueChart = lazy(() => import('@/features/analytics/components/revenue-chart'));

const rangeLabel: Record<AnalyticsRange, MessageId> = {
  '7d': 'analytics.range.7d',
  '30d': 'analytics.range.30d',
  '90d': 'analytics.range.90d',
  '1y': 'analytics.range.1y',
};

const directionClass = { up: 'text-green-400', down: 'text-red-400', flat: 'text-stone-400' } as const;

/** "+12.5% vs previous period" in green or red, or "No previous data" when there is nothing to compare. */
function Change({ current, previous }: { current: string | number; previous: string | number | undefined }) {
  const t = useT();
  if (previous === undefined) return null;
  const change = percentChange(current, previous);
  if (change === null) {
    return <p className="mt-1 text-xs text-stone-400">{t('analytics.change.noPrevious')}</p>;
  }
  const direction = changeDirection(change);
  return (
    <p className={cn('mt-1 text-xs font-medium tabular-nums', directionClass[direction])} data-direction={direction}>
      {t('analytics.change.vsPrevious', { change: formatPercent(change, { fractionDigits: 1, signed: true }) })}
    </p>
  );
}

function StatCard({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid="analytics-stat">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 truncate text-2xl font-bold text-white tabular-nums">{value}</p>
      {children}
    </Card>
  );
}

function Figures({ data }: { data: TraderAnalytics }) {
  const t = useT();
  const money = useMoney();
  const perMonth = data.range === '1y';
  const hasSales = data.orders > 0;
  const maxUnits = Math.max(1, ...METAL_TYPES.map((m) => data.unitsByMetal?.[m] ?? 0));
  const chartLabel = t(perMonth ? 'analytics.chart.perMonth' : 'analytics.chart.perDay');

  return (
    <>
      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('analytics.stat.revenue')} value={money.format(data.revenue)}>
          <Change current={data.revenue} previous={data.previous?.revenue} />
        </StatCard>
        <StatCard label={t('analytics.stat.orders')} value={formatNumber(data.orders)}>
          <Change current={data.orders} previous={data.previous?.orders} />
        </StatCard>
        <StatCard label={t('analytics.stat.averageOrderValue')} value={money.format(data.averageOrderValue)}>
          <Change current={data.averageOrderValue} previous={data.previous?.averageOrderValue} />
        </StatCard>
        <StatCard
          label={t('analytics.stat.repeatClientRate')}
          value={formatPercent(data.repeatClientRate * 100, { fractionDigits: 1 })}
        >
          <Change current={data.repeatClientRate} previous={data.previous?.repeatClientRate} />
        </StatCard>
      </div>
      <MoneyNote className="mt-2" />
      {!hasSales ? (
        <EmptyState icon={BarChart3} title={t('analytics.empty.title')} body={t('analytics.empty.body')} />
      ) : (
        <>
          <Card className="mt-6 min-w-0">
            <CardHeader>
              <CardTitle>{chartLabel}</CardTitle>
            </CardHeader>
            <CardContent className="px-2 pb-4 sm:px-6 sm:pb-6">
              <Suspense
                fallback={
                  <div className="flex h-64 items-center justify-center sm:h-72">
                    <Spinner label={t('analytics.chart.loading')} />
                  </div>
                }
              >
                <RevenueChart series={data.series} label={chartLabel} />
              </Suspense>
            </CardContent>
          </Card>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle>{t('analytics.metals.title')}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-3">
                  {METAL_TYPES.map((metal) => {
                    const units = data.unitsByMetal?.[metal] ?? 0;
                    return (
                      <li key={metal} data-testid={`units-${metal}`}>
                        <div className="flex justify-between text-sm">
                          <span className="text-stone-300">{t(`metal.${metal}`)}</span>
                          <span className="font-semibold text-white tabular-nums">
                            {t('analytics.metals.units', { count: units })}
                          </span>
                        </div>
                        <div className="mt-1 h-2 rounded-full bg-stone-800" aria-hidden>
                          <div
                            className="h-2 rounded-full"
                            style={{ width: `${(units / maxUnits) * 100}%`, backgroundColor: metalColor[metal] }}
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </CardContent>
            </Card>
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle>{t('analytics.top.title')}</CardTitle>
              </CardHeader>
              <CardContent>
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('analytics.top.product')}</TableHead>
                      <TableHead className="text-right">{t('analytics.top.units')}</TableHead>
                      <TableHead className="text-right">{t('analytics.top.revenue')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.topProducts.map((p) => (
                      <TableRow key={p.productId} data-testid="top-product">
                        <TableCell className="whitespace-normal">{p.name}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatNumber(p.units)}</TableCell>
                        <TableCell className="text-right tabular-nums">{money.format(p.revenue)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </>
  );
}

/** Sales analytics: a trader's own paid orders, or the whole platform for an admin. */
export default function AnalyticsPage() {
  const t = useT();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('range');
  const range = isAnalyticsRange(requested) ? requested : DEFAULT_RANGE;
  const analytics = useAnalytics(range);
  const isAdmin = user?.role === 'admin';

  const setRange = (next: AnalyticsRange) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set('range', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('analytics.title')}
        subtitle={t(isAdmin ? 'analytics.subtitle.admin' : 'analytics.subtitle.trader')}
        actions={
          <div className="flex items-center gap-2">
            {analytics.isFetching && !analytics.isLoading && (
              <Spinner className="size-4" label={t('analytics.loading')} />
            )}
            <NativeSelect
              aria-label={t('analytics.range.label')}
              value={range}
              onChange={(e) => setRange(e.target.value as AnalyticsRange)}
              className="w-44"
            >
              {ANALYTICS_RANGES.map((r) => (
                <option key={r} value={r}>
                  {t(rangeLabel[r])}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
      />
      <PageState
        isLoading={analytics.isLoading}
        loadingLabel={t('analytics.loading')}
        error={analytics.error && `${t('analytics.loadFailed')} ${errorMessage(analytics.error)}`}
      >
        {analytics.data && <Figures data={analytics.data} />}
      </PageState>
    </div>
  );
}
