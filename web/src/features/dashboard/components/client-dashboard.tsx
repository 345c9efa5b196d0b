import { Link } from 'react-router';
import { Bitcoin, Download, ScanLine, ShieldCheck, ShoppingBag, Vault } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { LivePricesPanel } from '@/components/market/live-prices-panel';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import type { User } from '@/lib/auth';
import { useSimulatedFeed } from '@/lib/market/get-real-time-prices';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { FeaturedProducts } from '@/features/dashboard/components/featured-products';
import { PortfolioStats } from '@/features/dashboard/components/portfolio-stats';
import { RecentOrders } from '@/features/dashboard/components/recent-orders';

function kycBadge(status: string | null) {
  switch (status) {
    case 'verified':
      return { label: 'Verified', variant: 'success' as const };
    case 'pending':
      return { label: 'Pending', variant: 'warning' as const };
    case 'rejected':
      return { label: 'Rejected', variant: 'destructive' as const };
    default:
      return { label: 'Not Started', variant: 'secondary' as const };
  }
}

/** Spec "Client dashboard": stat cards, Featured Products and Recent Orders come from the shop API. */
export function ClientDashboard({ user }: { user: User }) {
  const simulated = useSimulatedFeed();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Welcome back, {user.firstName || 'Investor'}
          </h1>
          <p className="mt-1 text-muted-foreground">Here is an overview of your precious metals.</p>
          {simulated && <SimulatedBadge className="mt-2" />}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/crypto">
              <Bitcoin aria-hidden />
              Crypto Platform
            </Link>
          </Button>
          <Button asChild>
            <Link to="/traceability">
              <ScanLine aria-hidden />
              Track &amp; Verify
            </Link>
          </Button>
        </div>
      </div>

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
              { label: 'Buy Precious Metals', icon: ShoppingBag, to: '/products' },
              { label: 'View Secure Storage', icon: Vault, to: '/portfolio' },
              { label: 'Download Reports', icon: Download, to: '/orders' },
            ]}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <LivePricesPanel />
          <Card>
            <CardHeader>
              <CardTitle>Identity Verification</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm text-stone-300">KYC status</span>
                <Badge variant={kycBadge(user.kycStatus).variant}>{kycBadge(user.kycStatus).label}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                Verified accounts unlock all trading features and higher limits.
              </p>
              <Button asChild variant="outline" size="sm" className="w-fit">
                <Link to="/profile">
                  <ShieldCheck aria-hidden />
                  Manage verification
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
