import { Link } from 'react-router';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { ErrorState, LoadingState } from '@/components/page-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import {
  riskLevelFor,
  riskTone,
  statusTone,
  type ComplianceReport,
  type ComplianceStatus,
  type KycCategory,
} from '@/lib/compliance';
import {
  amlStatusLabel,
  categoryLabel,
  complianceLevelLabel,
  documentStateLabel,
  reportStatusLabel,
  reportTypeLabel,
  riskLevelLabel,
} from '@/lib/compliance-labels';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useComplianceReports } from '@/features/compliance/api/get-compliance-reports';
import { useComplianceStatus } from '@/features/compliance/api/get-compliance-status';

/** Spec section 3: identity and address are required, income and source of funds optional. */
const requiredDocuments: { category: KycCategory; required: boolean }[] = [
  { category: 'identity', required: true },
  { category: 'address', required: true },
  { category: 'income', required: false },
  { category: 'source_of_funds', required: false },
];

const dotColour = (status: ComplianceReport['status']) =>
  status === 'completed' ? 'bg-green-400' : status === 'pending' ? 'bg-yellow-400' : 'bg-red-400';

function StatusSummary({ status }: { status: ComplianceStatus }) {
  const t = useT();
  const level = riskLevelFor(status.riskScore);
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      <div>
        <dt className="text-xs text-muted-foreground">{t('myCompliance.overview.level')}</dt>
        <dd className="mt-1 font-semibold text-white">{t(complianceLevelLabel[status.complianceLevel])}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">{t('myCompliance.overview.risk')}</dt>
        <dd className="mt-1">
          <Badge variant={riskTone[level]} data-testid="risk-level">
            {t('myCompliance.overview.riskValue', { level: t(riskLevelLabel[level]), score: status.riskScore })}
          </Badge>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">{t('myCompliance.overview.kyc')}</dt>
        <dd className="mt-1">
          <Badge variant={statusTone(status.kycStatus)}>
            {t(status.kycStatus ? documentStateLabel[status.kycStatus] : 'myCompliance.overview.notStarted')}
          </Badge>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">{t('myCompliance.overview.aml')}</dt>
        <dd className="mt-1">
          <Badge variant={statusTone(status.amlStatus)}>{t(amlStatusLabel[status.amlStatus])}</Badge>
        </dd>
      </div>
    </dl>
  );
}

function RequiredDocuments({ status }: { status: ComplianceStatus }) {
  const t = useT();
  return (
    <ul className="flex flex-col divide-y divide-border">
      {requiredDocuments.map(({ category, required }) => {
        const state = status.documentStatus[category];
        return (
          <li key={category} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="text-white">
              {t(categoryLabel[category])}
              <span className="ml-2 text-xs text-muted-foreground">
                {t(required ? 'myCompliance.overview.required' : 'myCompliance.overview.optional')}
              </span>
            </span>
            <Badge variant={statusTone(state)}>{t(documentStateLabel[state])}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

function RecentReports() {
  const t = useT();
  const { data, isPending, error } = useComplianceReports();
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState>{t('myCompliance.overview.loadFailed', { error: errorMessage(error) })}</ErrorState>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">{t('myCompliance.overview.noReports')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={t('myCompliance.overview.reports')}>
      {data.slice(0, 5).map((report) => (
        <li key={report.id} className="flex items-start gap-3 py-2 text-sm" data-testid="compliance-report">
          <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', dotColour(report.status))} />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-white">{t(reportTypeLabel[report.type])}</p>
            <p className="text-muted-foreground">{report.description}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Badge variant={statusTone(report.status)}>{t(reportStatusLabel[report.status])}</Badge>
            <span className="text-xs text-muted-foreground">{formatDate(report.date)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Signed-in part of /compliance: the visitor's own level, risk, documents and recent reports. */
export default function ComplianceOverview() {
  const t = useT();
  const { data: status, isPending, error } = useComplianceStatus();
  return (
    <section aria-labelledby="my-compliance-title" className="mx-auto mb-8 flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-compliance-title" className="flex items-center gap-2 text-xl font-semibold text-white">
          <ShieldCheck aria-hidden className="size-5 text-gold" />
          {t('myCompliance.overview.title')}
        </h2>
        {status && status.kycStatus !== 'verified' && (
          <Button asChild size="sm">
            <Link to="/profile?tab=compliance">{t('myCompliance.overview.verify')}</Link>
          </Button>
        )}
      </div>
      {status?.amlStatus === 'flagged' && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-red-700/50 bg-red-900/30 p-4 text-sm text-red-100"
        >
          <AlertTriangle aria-hidden className="size-5 shrink-0" />
          <p>{t('myCompliance.flagged')}</p>
        </div>
      )}
      {isPending ? (
        <LoadingState />
      ) : error ? (
        <ErrorState>{t('myCompliance.overview.loadFailed', { error: errorMessage(error) })}</ErrorState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <Card className="lg:col-span-3">
            <CardContent className="pt-6">
              <StatusSummary status={status} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('myCompliance.overview.documents')}</CardTitle>
            </CardHeader>
            <CardContent>
              <RequiredDocuments status={status} />
            </CardContent>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>{t('myCompliance.overview.reports')}</CardTitle>
            </CardHeader>
            <CardContent>
              <RecentReports />
            </CardContent>
          </Card>
        </div>
      )}
    </section>
  );
}
