import { useState } from 'react';
import { FileUp, ShieldCheck } from 'lucide-react';
import { KycStatusBadge } from '@/components/kyc-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT, type MessageId } from '@/i18n';
import type { User } from '@/lib/auth';
import { statusTone } from '@/lib/compliance';
import { categoryLabel, documentStateLabel, documentTypeLabel } from '@/lib/compliance-labels';
import { formatDate } from '@/lib/format';
import { useKycDocuments } from '@/features/profile/api/get-kyc-documents';
import { KycDialog } from '@/features/profile/components/kyc-dialog';
import { TradingLimits } from '@/features/profile/components/trading-limits';

const statusText: Record<string, MessageId> = {
  verified: 'profile.kyc.verifiedBody',
  pending: 'profile.kyc.pendingBody',
  rejected: 'profile.kyc.rejectedBody',
};

function MyDocuments() {
  const t = useT();
  const { data } = useKycDocuments();
  if (!data?.length) return null;
  return (
    <ul
      className="flex flex-col divide-y divide-border rounded-lg border border-border"
      aria-label={t('profile.kyc.documents')}
    >
      {data.map((doc) => (
        <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <span className="text-white">
            {t(documentTypeLabel[doc.documentType])}
            <span className="ml-2 text-xs text-muted-foreground">{t(categoryLabel[doc.category])}</span>
          </span>
          <span className="flex items-center gap-2">
            <span className="text-xs text-muted-foreground">{formatDate(doc.createdAt)}</span>
            <Badge variant={statusTone(doc.status)}>{t(documentStateLabel[doc.status])}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Compliance tab: verification state (with the reviewer's reason), the KYC dialog and the limits. */
export function ComplianceTab({ user }: { user: User }) {
  const t = useT();
  const [dialog, setDialog] = useState<'verify' | 'documents' | null>(null);
  const verified = user.kycStatus === 'verified';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck aria-hidden className="size-5 text-gold" />
            {t('profile.kyc.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm text-stone-300">{t('profile.kyc.status')}</span>
            <KycStatusBadge status={user.kycStatus} />
          </div>
          <p className="text-sm text-muted-foreground">
            {t((user.kycStatus && statusText[user.kycStatus]) || 'profile.kyc.notStartedBody')}
          </p>
          {user.kycReason && (
            <p className="rounded-lg border border-yellow-700/50 bg-yellow-900/20 p-3 text-sm text-yellow-100">
              {t('profile.kyc.reason', { reason: user.kycReason })}
            </p>
          )}
          <MyDocuments />
          <div className="flex flex-wrap gap-2">
            {!verified && (
              <Button onClick={() => setDialog('verify')}>
                <ShieldCheck aria-hidden />
                {t('profile.kyc.start')}
              </Button>
            )}
            {user.kycStatus === 'pending' && (
              <Button variant="outline" onClick={() => setDialog('documents')}>
                <FileUp aria-hidden />
                {t('profile.kyc.uploadDocuments')}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
      <TradingLimits />
      <KycDialog
        key={dialog ?? 'closed'}
        open={dialog !== null}
        mode={dialog ?? 'verify'}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </div>
  );
}
