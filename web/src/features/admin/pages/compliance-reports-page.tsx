import { useState } from 'react';
import { EmptyState, PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { statusTone, type ComplianceReportStatus, type ComplianceReportType } from '@/lib/compliance';
import { reportStatusLabel, reportTypeLabel } from '@/lib/compliance-labels';
import { formatDateTime } from '@/lib/format';
import type { ReportFilters } from '@/features/admin/api/admin-keys';
import { useAdminComplianceReports } from '@/features/admin/api/get-compliance-reports';
import { FilterSelect } from '@/features/admin/components/filter-select';
import { ReportDecisionControls } from '@/features/admin/components/report-decision';
import { Table, td, type Column } from '@/features/admin/components/table';

/** Each filter's choices: every one ('') first, then each status or type. */
const STATUS_FILTERS: Record<ComplianceReportStatus | '', MessageId> = {
  '': 'admin.reports.all',
  ...reportStatusLabel,
};
const TYPE_FILTERS: Record<ComplianceReportType | '', MessageId> = { '': 'admin.reports.all', ...reportTypeLabel };

/** The table's column headings. */
const COLUMNS: Column[] = ['admin.reports.date', 'admin.reports.account', 'admin.reports.report', 'admin.status'];

/** /compliance-reports (admins): every account's reports with status and type filters. */
export default function ComplianceReportsPage() {
  const t = useT();
  const [filters, setFilters] = useState<ReportFilters>({ status: '', type: '' });
  const { data: reports, isPending, error } = useAdminComplianceReports(filters);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title={t('admin.reports.title')}
        subtitle={t('admin.reports.subtitle')}
        actions={
          <>
            <FilterSelect
              id="reports-status"
              className="w-40 max-w-full"
              label={t('admin.reports.status')}
              value={filters.status ?? ''}
              options={STATUS_FILTERS}
              onChange={(status) => setFilters({ ...filters, status })}
            />
            <FilterSelect
              id="reports-type"
              className="w-60 max-w-full"
              label={t('admin.reports.type')}
              value={filters.type ?? ''}
              options={TYPE_FILTERS}
              onChange={(type) => setFilters({ ...filters, type })}
            />
          </>
        }
      />
      <PageState
        isLoading={isPending}
        error={error && t('admin.loadFailed', { error: errorMessage(error) })}
        isEmpty={reports?.length === 0}
        empty={<EmptyState title={t('admin.reports.empty')} />}
      >
        <Table columns={COLUMNS} actions>
          {reports?.map((r) => (
            <tr key={r.id} data-testid="admin-report">
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(r.date)}</td>
              <td className={td}>
                <p className="font-medium text-white">
                  {r.user.firstName} {r.user.lastName}
                </p>
                <p className="text-xs text-muted-foreground">{r.user.email}</p>
              </td>
              <td className={td}>
                <p className="font-medium text-white">{t(reportTypeLabel[r.type])}</p>
                <p className="text-xs text-muted-foreground">{r.description}</p>
                {r.note && <p className="mt-1 text-xs text-stone-300">{t('admin.reports.note', { note: r.note })}</p>}
              </td>
              <td className={td}>
                <Badge variant={statusTone(r.status)}>{t(reportStatusLabel[r.status])}</Badge>
              </td>
              <td className={td}>
                {(r.status === 'pending' || r.status === 'under_review') && <ReportDecisionControls report={r} />}
              </td>
            </tr>
          ))}
        </Table>
      </PageState>
    </div>
  );
}
