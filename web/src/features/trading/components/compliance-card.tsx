import { Link } from 'react-router';
import { FileCheck2, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import type { User } from '@/lib/auth';
import { formatWholeUsd } from '@/lib/format';
import { kycLabel } from '@/features/trading/components/account-status-card';

/** Compliance section of the trading screen; the limits are the spec's displayed figures (section 9). */
export function ComplianceCard({ user }: { user: User }) {
  const t = useT();
  const kyc = kycLabel(user.kycStatus);
  const verified = user.kycStatus === 'verified';
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{t('trading.compliance.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-2 text-sm text-stone-300">
            <ShieldCheck aria-hidden className="size-4 text-gold" />
            {t('trading.compliance.identity')}
          </span>
          <Badge variant={kyc.variant}>{kyc.label}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg border border-border bg-stone-950/40 p-3">
            <dt className="text-xs text-stone-400">{t('trading.compliance.daily')}</dt>
            <dd className="font-semibold text-white">{formatWholeUsd(10_000)}</dd>
          </div>
          <div className="rounded-lg border border-border bg-stone-950/40 p-3">
            <dt className="text-xs text-stone-400">{t('trading.compliance.monthly')}</dt>
            <dd className="font-semibold text-white">{formatWholeUsd(50_000)}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          {t('trading.compliance.aml', { amount: formatWholeUsd(10_000) })}
          {verified ? '' : ` ${t('trading.compliance.unlock')}`}
        </p>
        <div className="flex flex-wrap gap-2">
          {!verified && (
            <Button asChild size="sm">
              <Link to="/profile">{t('trading.compliance.start')}</Link>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link to="/compliance">
              <FileCheck2 aria-hidden />
              {t('trading.compliance.policy')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
