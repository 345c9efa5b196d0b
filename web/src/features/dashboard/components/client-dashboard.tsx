import { Link } from 'react-router';
import { Bitcoin, Download, ScanLine, ShieldCheck, ShoppingBag, Vault } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { LivePricesPanel } from '@/components/market/live-prices-panel';
import { PriceFeedBadge } from '@/components/market/price-feed-badge';
import { useT } from '@/i18n';
import type { User } from '@/lib/auth';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { FeaturedProducts } from '@/features/dashboard/components/featured-products';
import { PortfolioStats } from '@/features/dashboard/components/portfolio-stats';
import { RecentOrders } from '@/features/dashboard/components/recent-orders';
import { KycStatusBadge } from '@/components/kyc-status-badge';
import { PageHeader } from '@/components/page-header';

/** Spec "Client dashboard": stat cards, Featured Products and Recent Orders come from the shop API. */
export function ClientDashboard({ user }: { user: User }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('dashboard.client.welcome', { name: user.firstName || t('dashboard.client.investor') })}
        subtitle={t('dashboard.client.subtitle')}
        note={<PriceFeedBadge className="mt-2" />}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/crypto">
                <Bitcoin aria-hidden />
                {t('dashboard.client.crypto')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/traceability">
                <ScanLine aria-hidden />
                {t('dashboard.client.trackVerify')}
              </Link>
            </Button>
          </>
        }
      />

      <PortfolioStats />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <FeaturedProducts />
        </div>
        <RecentOrders />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <QuickActions
            actions={[
              { label: t('dashboard.client.buyMetals'), icon: ShoppingBag, to: '/products' },
              { label: t('dashboard.client.viewStorage'), icon: Vault, to: '/portfolio' },
              { label: t('dashboard.client.downloadReports'), icon: Download, to: '/orders' },
            ]}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <LivePricesPanel />
          <Card>
            <CardHeader>
              <CardTitle>{t('dashboard.client.identity')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm text-stone-300">{t('dashboard.client.kycStatus')}</span>
                <KycStatusBadge status={user.kycStatus} />
              </div>
              <p className="text-sm text-muted-foreground">{t('dashboard.client.kycNote')}</p>
              <Button asChild variant="outline" size="sm" className="w-fit">
                <Link to="/profile">
                  <ShieldCheck aria-hidden />
                  {t('dashboard.client.manageVerification')}
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
