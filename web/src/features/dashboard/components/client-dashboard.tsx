import { Link } from 'react-router';
import { Bitcoin, Coins, Download, Gem, ScanLine, ShieldCheck, ShoppingBag, TrendingUp, Vault, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import type { User } from '@/lib/auth';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { StatCard } from '@/features/dashboard/components/stat-card';

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

/** Spec "Client dashboard"; figures are static sample data. */
export function ClientDashboard({ user }: { user: User }) {
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Welcome back, {user.firstName || 'Investor'}
          </h1>
          <p className="mt-1 text-muted-foreground">Here is an overview of your precious metals.</p>
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

      <section aria-label="Summary" className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Total Portfolio Value" value="$47,892.35" note="Sample figure" icon={Wallet} />
        <StatCard label="Gold Holdings" value="15.5 oz" note="Sample figure" icon={Coins} />
        <StatCard label="Silver Holdings" value="250 oz" note="Sample figure" icon={Gem} />
        <StatCard label="Monthly P&L" value="+$1,247.68" note="Sample figure" icon={TrendingUp} />
      </section>

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
  );
}
