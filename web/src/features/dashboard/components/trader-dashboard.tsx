import { Link } from 'react-router';
import { BarChart3, BadgeCheck, ClipboardPlus, DollarSign, Package, PackagePlus, UserPlus, Users, Warehouse } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LivePricesPanel } from '@/components/market/live-prices-panel';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { StatCard } from '@/features/dashboard/components/stat-card';

const tradingStatus = [
  ['License Status', 'Active'],
  ['Compliance', 'Verified'],
  ['KYC Status', 'Complete'],
] as const;

/** Spec "Trader dashboard"; figures are static sample data, actions inert. */
export function TraderDashboard() {
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Trading Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Your wholesale desk at a glance.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/inventory">
              <Warehouse aria-hidden />
              Manage Inventory
            </Link>
          </Button>
          <Button asChild>
            <Link to="/analytics">
              <BarChart3 aria-hidden />
              View Analytics
            </Link>
          </Button>
        </div>
      </div>

      <section aria-label="Summary" className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Trading Volume" value="$2.4M" note="Sample figure" icon={DollarSign} />
        <StatCard label="Active Clients" value="156" note="Sample figure" icon={Users} />
        <StatCard label="Inventory Value" value="$890K" note="Sample figure" icon={Package} />
        <StatCard label="Monthly Profit" value="$45.2K" note="Sample figure" icon={BarChart3} />
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
        <LivePricesPanel />
        <QuickActions
          actions={[
            { label: 'Add Inventory', icon: PackagePlus },
            { label: 'Add Client', icon: UserPlus },
            { label: 'Create Order', icon: ClipboardPlus },
          ]}
        />
        <Card>
          <CardHeader>
            <CardTitle>Trading Status</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3">
              {tradingStatus.map(([label, value]) => (
                <div key={label} className="flex items-center justify-between gap-3">
                  <dt className="text-sm text-stone-300">{label}</dt>
                  <dd>
                    <Badge variant="success">
                      <BadgeCheck aria-hidden className="size-3.5" />
                      {value}
                    </Badge>
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
