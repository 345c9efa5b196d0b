import { lazy, Suspense } from 'react';
import { Download, Layers, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { formatSignedUsd, formatUsd } from '@/lib/format';
import { useSimulatedFeed } from '@/lib/market/get-real-time-prices';
import { usePortfolio } from '@/lib/shop/get-portfolio';
import { usePortfolioSummary } from '@/lib/shop/get-portfolio-summary';
import { shopCsv } from '@/lib/shop/keys';
import { AllocationDonut } from '@/features/portfolio/components/allocation-donut';
import { HoldingsGrid } from '@/features/portfolio/components/holdings-grid';
import { TransactionsTable } from '@/features/portfolio/components/transactions-table';

const PerformanceChart = lazy(() => import('@/features/portfolio/components/performance-chart'));

function Stat({ label, value, note, icon: Icon, tone }: { label: string; value: string; note?: string; icon: typeof Wallet; tone?: string }) {
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
  const summary = usePortfolioSummary();
  const holdings = usePortfolio();
  const simulated = useSimulatedFeed();
  const spot = simulated ? 'simulated' : 'live';

  if (summary.isLoading || holdings.isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label="Loading your portfolio" />
      </div>
    );
  }
  if (summary.error || holdings.error) {
    return (
      <Card className="mx-auto mt-8 max-w-lg p-6 text-stone-300" role="alert">
        Could not load your portfolio. {errorMessage(summary.error ?? holdings.error)}
      </Card>
    );
  }
  const s = summary.data!;
  const gain = Number(s.gainLoss ?? 0);
  const tone = gain > 0 ? 'text-green-400' : gain < 0 ? 'text-red-400' : undefined;
  const pct = Number(s.gainLossPercent ?? 0);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Portfolio Overview</h1>
          <p className="mt-1 text-muted-foreground">Your metal holdings valued at the {spot} spot price.</p>
          {simulated && <SimulatedBadge className="mt-2" />}
        </div>
        <Button asChild variant="outline">
          <a href={shopCsv.portfolio} download="aurum-portfolio.csv">
            <Download aria-hidden />
            Export Report
          </a>
        </Button>
      </div>

      <section aria-label="Portfolio summary" className="mt-6 grid gap-3 sm:grid-cols-3 sm:gap-4">
        <Stat label="Total Value" value={formatUsd(s.totalValue)} note={`Cost basis ${formatUsd(s.costBasis)}`} icon={Wallet} />
        <Stat
          label="Gain/Loss"
          value={formatSignedUsd(s.gainLoss ?? '0')}
          note={`${pct > 0 ? '+' : ''}${pct.toFixed(2)}% vs cost basis`}
          icon={gain < 0 ? TrendingDown : TrendingUp}
          tone={tone}
        />
        <Stat label="Items" value={String(s.itemCount ?? 0)} note="Bars and coins held" icon={Layers} />
      </section>

      <section className="mt-8" aria-labelledby="holdings-heading">
        <h2 id="holdings-heading" className="mb-4 text-lg font-semibold text-white">
          Holdings Breakdown
        </h2>
        <HoldingsGrid items={holdings.data ?? []} />
      </section>

      <Tabs defaultValue="transactions" className="mt-8">
        <TabsList className="h-auto flex-wrap sm:h-11 sm:flex-nowrap">
          <TabsTrigger value="transactions">Transaction History</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
          <TabsTrigger value="allocation">Asset Allocation</TabsTrigger>
        </TabsList>
        <TabsContent value="transactions">
          <Card className="p-2 sm:p-4">
            <TransactionsTable />
          </Card>
        </TabsContent>
        <TabsContent value="performance">
          <Card>
            <CardHeader>
              <CardTitle>Value over time</CardTitle>
              <CardDescription>
                {s.historyBasis === 'cost'
                  ? `Daily points valued at cost until daily closes are available; today is at the ${spot} price.`
                  : 'Daily closing value of your holdings.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {(s.history ?? []).length === 0 ? (
                <p className="text-sm text-muted-foreground">Your chart starts with your first purchase.</p>
              ) : (
                <Suspense fallback={<Spinner label="Loading chart" />}>
                  <PerformanceChart history={s.history ?? []} />
                </Suspense>
              )}
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="allocation">
          <Card>
            <CardHeader>
              <CardTitle>Asset Allocation</CardTitle>
              <CardDescription>Share of your portfolio value per metal.</CardDescription>
            </CardHeader>
            <CardContent>
              {(s.allocation ?? []).length === 0 ? (
                <p className="text-sm text-muted-foreground">Nothing to allocate yet.</p>
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
