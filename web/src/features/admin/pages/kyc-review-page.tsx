import { useState } from 'react';
import { EmptyState, PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { statusTone, type KycCaseStatus } from '@/lib/compliance';
import { caseStatusLabel } from '@/lib/compliance-labels';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useKycCases } from '@/features/admin/api/get-kyc-cases';
import { FilterSelect } from '@/features/admin/components/filter-select';
import { KycCaseDetail } from '@/features/admin/components/kyc-case-detail';

/** /kyc-review (admins): cases oldest first; the selected one shows beside the list. */
export default function KycReviewPage() {
  const t = useT();
  const [status, setStatus] = useState<KycCaseStatus>('pending');
  const [selected, setSelected] = useState<number | null>(null);
  const { data: cases, isPending, error } = useKycCases(status);
  const current = selected !== null && cases?.some((c) => c.id === selected) ? selected : null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title={t('admin.kyc.title')}
        subtitle={t('admin.kyc.subtitle')}
        actions={
          <FilterSelect
            id="kyc-status"
            className="w-48 max-w-full"
            label={t('admin.kyc.filter')}
            value={status}
            options={caseStatusLabel}
            onChange={setStatus}
          />
        }
      />
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <PageState
          isLoading={isPending}
          error={error && t('admin.loadFailed', { error: errorMessage(error) })}
          isEmpty={cases?.length === 0}
          empty={<EmptyState title={t('admin.kyc.empty')} />}
        >
          <Card className="h-fit overflow-hidden p-0">
            <ul className="flex flex-col divide-y divide-border" aria-label={t('admin.kyc.cases')}>
              {cases?.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-pressed={c.id === current}
                    onClick={() => setSelected(c.id)}
                    className={cn(
                      'flex w-full flex-col gap-1 px-4 py-3 text-left text-sm hover:bg-stone-800/60',
                      c.id === current && 'bg-primary/10',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-medium text-white">
                        {c.user.firstName} {c.user.lastName}
                      </span>
                      <Badge variant={statusTone(c.status)}>{t(caseStatusLabel[c.status])}</Badge>
                    </span>
                    <span className="text-xs text-muted-foreground">{c.user.email}</span>
                    <span className="text-xs text-muted-foreground">
                      {t('admin.kyc.caseLine', {
                        date: formatDateTime(c.submittedAt),
                        count: c.documentCount,
                      })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </Card>
        </PageState>
        <div className="min-w-0">
          {current !== null ? <KycCaseDetail caseId={current} /> : <EmptyState title={t('admin.kyc.selectCase')} />}
        </div>
      </div>
    </div>
  );
}
