import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { i18n, useT, type MessageId } from '@/i18n';
import type { User } from '@/lib/auth';

type Variant = BadgeProps['variant'];

const roleLabels: Record<string, MessageId> = {
  client: 'trading.role.client',
  gold_trader: 'trading.role.trader',
  admin: 'trading.role.admin',
};

/** Spec section 4: pending, verified, rejected; anything else is 'Not Started'. Labels in the active language. */
export function kycLabel(status: string | null): { label: string; variant: Variant } {
  switch (status) {
    case 'verified':
      return { label: i18n._('trading.kyc.verified'), variant: 'success' };
    case 'pending':
      return { label: i18n._('trading.kyc.pending'), variant: 'warning' };
    case 'rejected':
      return { label: i18n._('trading.kyc.rejected'), variant: 'destructive' };
    default:
      return { label: i18n._('trading.kyc.notStarted'), variant: 'secondary' };
  }
}

const accountLabels: Record<string, MessageId> = {
  active: 'trading.account.active',
  pending: 'trading.account.pending',
  pending_approval: 'trading.account.pendingApproval',
  suspended: 'trading.account.suspended',
};

function accountStatus(status: string): { label: string; variant: Variant } {
  const id = accountLabels[status];
  const label = id ? i18n._(id) : status;
  if (status === 'active') return { label, variant: 'success' };
  if (status === 'pending' || status === 'pending_approval') return { label, variant: 'warning' };
  return { label, variant: 'destructive' };
}

/** The signed-in account as the trading desk sees it. */
export function AccountStatusCard({ user }: { user: User }) {
  const t = useT();
  const role = roleLabels[user.role];
  const rows = [
    [t('trading.account.type'), { label: t(role ?? 'trading.role.user'), variant: 'default' as Variant }],
    [t('trading.account.status'), accountStatus(user.status)],
    [t('trading.account.kyc'), kycLabel(user.kycStatus)],
  ] as const;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{t('trading.account.title')}</CardTitle>
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
