import { Link } from 'react-router';
import { FileCheck2, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { User } from '@/lib/auth';
import { kycLabel } from '@/features/trading/components/account-status-card';

/** Compliance section of the trading screen; the limits are the spec's displayed figures (section 9). */
export function ComplianceCard({ user }: { user: User }) {
  const kyc = kycLabel(user.kycStatus);
  const verified = user.kycStatus === 'verified';
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Compliance</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-2 text-sm text-stone-300">
            <ShieldCheck aria-hidden className="size-4 text-gold" />
            Identity verification
          </span>
          <Badge variant={kyc.variant}>{kyc.label}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg border border-border bg-stone-950/40 p-3">
            <dt className="text-xs text-stone-400">Daily limit</dt>
            <dd className="font-semibold text-white">$10,000</dd>
          </div>
          <div className="rounded-lg border border-border bg-stone-950/40 p-3">
            <dt className="text-xs text-stone-400">Monthly limit</dt>
            <dd className="font-semibold text-white">$50,000</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          Precious-metals transactions of $10,000 or more are reported under our AML policy.
          {verified ? '' : ' Verifying your identity unlocks all trading features and higher limits.'}
        </p>
        <div className="flex flex-wrap gap-2">
          {!verified && (
            <Button asChild size="sm">
              <Link to="/profile">Start Verification</Link>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link to="/compliance">
              <FileCheck2 aria-hidden />
              AML policy
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
