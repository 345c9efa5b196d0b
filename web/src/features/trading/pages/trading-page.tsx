import { useCallback, useState } from 'react';
import { LivePricesPanel } from '@/components/market/live-prices-panel';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { useAuth } from '@/lib/auth';
import { SYMBOLS, type MarketSymbol } from '@/lib/market/types';
import { AccountStatusCard } from '@/features/trading/components/account-status-card';
import { ChartPanel } from '@/features/trading/components/chart-panel';
import { ComplianceCard } from '@/features/trading/components/compliance-card';
import { MfaCard } from '@/features/trading/components/mfa-card';
import { TradingQuickActions } from '@/features/trading/components/trading-quick-actions';
import { PageHeader } from '@/components/page-header';

const CHART_ID = 'trading-chart';

const isSymbol = (value: string): value is MarketSymbol => SYMBOLS.some((s) => s.symbol === value);

/** Spec "Professional trading platform" (/trading). */
export default function TradingPage() {
  const t = useT();
  const { user } = useAuth();
  const [symbol, setSymbol] = useState<MarketSymbol>('XAUUSD');
  const selectSymbol = useCallback((value: string) => {
    if (isSymbol(value)) setSymbol(value);
  }, []);
  const showChart = useCallback(() => {
    document.getElementById(CHART_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById('chart-symbol')?.focus({ preventScroll: true });
  }, []);

  if (!user) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-10" label={t('trading.loadingAccount')} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('trading.title')} subtitle={t('trading.subtitle')} />

      {/* Two columns from xl; below that one column in the order chart, prices, actions, account. */}
      <div className="mt-8 grid min-w-0 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="contents xl:flex xl:min-w-0 xl:flex-col xl:gap-6">
          <ChartPanel id={CHART_ID} className="order-1" symbol={symbol} onSymbolChange={setSymbol} />
          <div className="order-4 grid min-w-0 gap-6 md:grid-cols-2">
            <AccountStatusCard user={user} />
            <ComplianceCard user={user} />
          </div>
        </div>
        <div className="contents xl:flex xl:min-w-0 xl:flex-col xl:gap-6">
          <LivePricesPanel className="order-2" showRange selectedSymbol={symbol} onSelectSymbol={selectSymbol} />
          <div className="order-3 min-w-0">
            <TradingQuickActions onMarketAnalysis={showChart} />
          </div>
          <div className="order-5 min-w-0">
            <MfaCard />
          </div>
        </div>
      </div>
    </div>
  );
}
