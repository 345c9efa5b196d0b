import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { User } from '@/lib/auth';

type Variant = BadgeProps['variant'];

const roleLabels: Record<string, string> = { client: 'Client', gold_trader: 'Gold Trader', admin: 'Administrator' };

/** Spec section 4: pending, verified, rejected; anything else is 'Not Started'. */
export function kycLabel(status: string | null): { label: string; variant: Variant } {
  switch (status) {
    case 'verified':
      return { label: 'Verified', variant: 'success' };
    case 'pending':
      return { label: 'Pending', variant: 'warning' };
    case 'rejected':
      return { label: 'Rejected', variant: 'destructive' };
    default:
      return { label: 'Not Started', variant: 'secondary' };
  }
}

function accountStatus(status: string): { label: string; variant: Variant } {
  const label = status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
  if (status === 'active') return { label, variant: 'success' };
  if (status === 'pending' || status === 'pending_approval') return { label, variant: 'warning' };
  return { label, variant: 'destructive' };
}

/** The signed-in account as the trading desk sees it. */
export function AccountStatusCard({ user }: { user: User }) {
  const rows = [
    ['Account type', { label: roleLabels[user.role] ?? 'User', variant: 'default' as Variant }],
    ['Account status', accountStatus(user.status)],
    ['KYC status', kycLabel(user.kycStatus)],
  ] as const;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Account Status</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">
          {rows.map(([label, { label: value, variant }]) => (
            <div key={label} className="flex items-center justify-between gap-3">
              <dt className="text-sm text-stone-300">{label}</dt>
              <dd>
                <Badge variant={variant}>{value}</Badge>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
