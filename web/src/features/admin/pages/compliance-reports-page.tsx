import { useState } from 'react';
import { EmptyState, PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { statusTone, type ComplianceReportStatus, type ComplianceReportType } from '@/lib/compliance';
import { reportStatusLabel, reportTypeLabel } from '@/lib/compliance-labels';
import { formatDateTime } from '@/lib/format';
import type { ReportFilters } from '@/features/admin/api/admin-keys';
import { useAdminComplianceReports } from '@/features/admin/api/get-compliance-reports';
import { ReportDecisionControls } from '@/features/admin/components/report-decision';
import { Table, td, type Column } from '@/features/admin/components/table';

const statuses = Object.keys(reportStatusLabel) as ComplianceReportStatus[];
const types = Object.keys(reportTypeLabel) as ComplianceReportType[];

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
            <label className="flex items-center gap-2 text-sm text-stone-300">
              {t('admin.reports.status')}
              <NativeSelect
                value={filters.status}
                onChange={(e) => setFilters({ ...filters, status: e.target.value as ReportFilters['status'] })}
              >
                <option value="">{t('admin.reports.all')}</option>
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {t(reportStatusLabel[s])}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label className="flex items-center gap-2 text-sm text-stone-300">
              {t('admin.reports.type')}
              <NativeSelect
                value={filters.type}
                onChange={(e) => setFilters({ ...filters, type: e.target.value as ReportFilters['type'] })}
              >
                <option value="">{t('admin.reports.all')}</option>
                {types.map((type) => (
                  <option key={type} value={type}>
                    {t(reportTypeLabel[type])}
                  </option>
                ))}
              </NativeSelect>
            </label>
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
