import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/page-state';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { statusTone } from '@/lib/compliance';
import { caseStatusLabel } from '@/lib/compliance-labels';
import { formatDateTime } from '@/lib/format';
import { useKycCase } from '@/features/admin/api/get-kyc-case';
import { KycDecisionPanel } from '@/features/admin/components/kyc-decision-panel';
import { KycDocumentPreview } from '@/features/admin/components/kyc-document-preview';

/** The selected case: who, their documents previewed inline, earlier cases, and the decision. */
export function KycCaseDetail({ caseId }: { caseId: number }) {
  const t = useT();
  const { data, isPending, error } = useKycCase(caseId);
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState>{t('admin.loadFailed', { error: errorMessage(error) })}</ErrorState>;
  const name = `${data.user.firstName} ${data.user.lastName}`;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>{name}</CardTitle>
          <p className="text-sm text-muted-foreground">{data.user.email}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {t('admin.kyc.submitted', { date: formatDateTime(data.submittedAt) })}
          </p>
        </div>
        <Badge variant={statusTone(data.status)}>{t(caseStatusLabel[data.status])}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {data.reason && <p className="text-sm text-stone-300">{t('admin.kyc.reasonShown', { reason: data.reason })}</p>}
        <section aria-labelledby="kyc-documents-title" className="flex flex-col gap-3">
          <h3 id="kyc-documents-title" className="font-semibold text-white">
            {t('admin.kyc.documents')}
          </h3>
          {data.documents.map((doc) => (
            <KycDocumentPreview key={doc.id} caseId={data.id} document={doc} />
          ))}
        </section>
        <section aria-labelledby="kyc-history-title" className="flex flex-col gap-2">
          <h3 id="kyc-history-title" className="font-semibold text-white">
            {t('admin.kyc.history')}
          </h3>
          {data.history.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('admin.kyc.noHistory')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border text-sm">
              {data.history.map((h) => (
                <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-stone-300">{formatDateTime(h.submittedAt)}</span>
                  {h.reason && <span className="text-muted-foreground">{h.reason}</span>}
                  <Badge variant={statusTone(h.status)}>{t(caseStatusLabel[h.status])}</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        {data.status === 'pending' && <KycDecisionPanel key={data.id} caseId={data.id} name={name} />}
      </CardContent>
    </Card>
  );
}
