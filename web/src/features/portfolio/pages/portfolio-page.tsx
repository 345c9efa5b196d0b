import { lazy, Suspense } from 'react';
import { Download, Layers, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { PriceFeedBadge } from '@/components/market/price-feed-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n';
import { useMoney } from '@/lib/fx-rates';
import { errorMessage } from '@/lib/api-client';
import { formatNumber, formatPercent } from '@/lib/format';
import { useSimulatedFeed } from '@/lib/market/get-real-time-prices';
import { usePortfolio } from '@/lib/shop/get-portfolio';
import { usePortfolioSummary } from '@/lib/shop/get-portfolio-summary';
import { shopCsv } from '@/lib/shop/keys';
import { AllocationDonut } from '@/features/portfolio/components/allocation-donut';
import { HoldingsGrid } from '@/features/portfolio/components/holdings-grid';
import { TransactionsTable } from '@/features/portfolio/components/transactions-table';
import { ErrorState } from '@/components/page-state';
import { MoneyNote } from '@/components/money-note';
import { PageHeader } from '@/components/page-header';

const PerformanceChart = lazy(() => import('@/features/portfolio/components/performance-chart'));

function Stat({
  label,
  value,
  note,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string;
  note?: string;
  icon: typeof Wallet;
  tone?: string;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm text-muted-foreground">{label}</p>
        <Icon aria-hidden className="size-5 shrink-0 text-gold" />
      </div>
      <p className={`mt-3 truncate text-2xl font-bold ${tone ?? 'text-white'}`}>{value}</p>
      {note && <p className={`mt-1 text-xs ${tone ?? 'text-stone-500'}`}>{note}</p>}
    </Card>
  );
}

export default function PortfolioPage() {
  const t = useT();
  const money = useMoney();
  const summary = usePortfolioSummary();
  const holdings = usePortfolio();
  const simulated = useSimulatedFeed();

  if (summary.isLoading || holdings.isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label={t('portfolio.loading')} />
      </div>
    );
  }
  if (summary.error || holdings.error) {
    return (
      <ErrorState className="mx-auto max-w-lg">
        {t('portfolio.loadFailed')} {errorMessage(summary.error ?? holdings.error)}
      </ErrorState>
    );
  }
  const s = summary.data!;
  const gain = Number(s.gainLoss ?? 0);
  const tone = gain > 0 ? 'text-green-400' : gain < 0 ? 'text-red-400' : undefined;
  const pct = Number(s.gainLossPercent ?? 0);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('portfolio.title')}
        subtitle={t(simulated ? 'portfolio.subtitleSimulated' : 'portfolio.subtitleLive')}
        note={
          <>
            <PriceFeedBadge className="mt-2" />
            <MoneyNote className="mt-2" />
          </>
        }
        actions={
          <Button asChild variant="outline">
            <a href={shopCsv.portfolio} download="aurum-portfolio.csv">
              <Download aria-hidden />
              {t('portfolio.export')}
            </a>
          </Button>
        }
      />

      <section aria-label={t('portfolio.summary')} className="mt-6 grid gap-3 sm:grid-cols-3 sm:gap-4">
        <Stat
          label={t('portfolio.totalValue')}
          value={money.format(s.totalValue)}
          note={t('portfolio.costBasisNote', { amount: money.format(s.costBasis) })}
          icon={Wallet}
        />
        <Stat
          label={t('portfolio.gainLoss')}
          value={money.formatSigned(s.gainLoss ?? '0')}
          note={t('portfolio.vsCost', { percent: formatPercent(pct, { signed: true }) })}
          icon={gain < 0 ? TrendingDown : TrendingUp}
          tone={tone}
        />
        <Stat
          label={t('portfolio.items')}
          value={formatNumber(s.itemCount ?? 0)}
          note={t('portfolio.itemsNote')}
          icon={Layers}
        />
      </section>

      <section className="mt-8" aria-labelledby="holdings-heading">
        <h2 id="holdings-heading" className="mb-4 text-lg font-semibold text-white">
          {t('portfolio.holdingsTitle')}
        </h2>
        <HoldingsGrid items={holdings.data ?? []} />
      </section>

      <Tabs defaultValue="transactions" className="mt-8">
        <TabsList>
          <TabsTrigger value="transactions">{t('portfolio.tab.transactions')}</TabsTrigger>
          <TabsTrigger value="performance">{t('portfolio.tab.performance')}</TabsTrigger>
          <TabsTrigger value="allocation">{t('portfolio.tab.allocation')}</TabsTrigger>
        </TabsList>
        <TabsContent value="transactions">
          <Card className="p-2 sm:p-4">
            <TransactionsTable />
          </Card>
        </TabsContent>
        <TabsContent value="performance">
          <Card>
            <CardHeader>
              <CardTitle>{t('portfolio.perf.title')}</CardTitle>
              <CardDescription>
                {t(
                  s.historyBasis !== 'cost'
                    ? simulated
                      ? 'portfolio.perf.closeSimulated'
                      : 'portfolio.perf.close'
                    : simulated
                      ? 'portfolio.perf.costSimulated'
                      : 'portfolio.perf.costLive',
                )}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {(s.history ?? []).length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('portfolio.perf.empty')}</p>
              ) : (
                <Suspense fallback={<Spinner label={t('portfolio.perf.loading')} />}>
                  <PerformanceChart history={s.history ?? []} />
                </Suspense>
              )}
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="allocation">
          <Card>
            <CardHeader>
              <CardTitle>{t('portfolio.alloc.title')}</CardTitle>
              <CardDescription>{t('portfolio.alloc.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              {(s.allocation ?? []).length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('portfolio.alloc.empty')}</p>
              ) : (
                <AllocationDonut allocation={s.allocation ?? []} />
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
