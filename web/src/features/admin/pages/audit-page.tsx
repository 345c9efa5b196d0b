import { ScrollText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState, PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAuditLog } from '@/features/admin/api/get-audit-log';
import type { AuditActor } from '@/features/admin/api/types';
import { Table, td, type Column } from '@/features/admin/components/table';

/** The table's column headings. */
const COLUMNS: Column[] = [
  'admin.audit.at',
  'admin.audit.actor',
  'admin.audit.action',
  'admin.audit.target',
  'admin.audit.detail',
  'admin.audit.ip',
];

function actorName(actor: AuditActor): string {
  if (!actor) return '—';
  if (typeof actor === 'string') return actor;
  return actor.name || actor.email || (actor.id !== undefined ? `#${actor.id}` : '—');
}

function detailText(detail: unknown): string {
  if (detail === null || detail === undefined || detail === '') return '';
  if (typeof detail === 'string') return detail;
  if (typeof detail === 'object' && !Array.isArray(detail))
    return Object.entries(detail as Record<string, unknown>)
      .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(', ');
  return JSON.stringify(detail);
}

/** Every admin action, newest first (GET /api/admin/audit), a hundred rows at a time. */
export default function AuditPage() {
  const t = useT();
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useAuditLog();
  const rows = data?.pages.flat() ?? [];
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')} />
      <div className="mt-8">
        <PageState
          isLoading={isPending}
          error={error && t('admin.loadFailed', { error: errorMessage(error) })}
          isEmpty={rows.length === 0}
          empty={<EmptyState icon={ScrollText} title={t('admin.audit.empty')} />}
        >
          <Table aria-label={t('admin.audit.title')} columns={COLUMNS}>
            {rows.map((row) => (
              <tr key={row.id} data-testid="audit-row">
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(row.at)}</td>
                <td className={td}>{actorName(row.actor)}</td>
                <td className={`${td} font-mono text-xs text-white`}>{row.action}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {row.targetType ? `${row.targetType} #${row.targetId ?? '?'}` : '—'}
                </td>
                <td className={`${td} max-w-xs break-words text-xs`}>{detailText(row.detail) || '—'}</td>
                <td className={`${td} font-mono text-xs`}>{row.ip || '—'}</td>
              </tr>
            ))}
          </Table>
          {hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t(isFetchingNextPage ? 'admin.audit.loading' : 'admin.audit.loadMore')}
              </Button>
            </div>
          )}
        </PageState>
      </div>
    </div>
  );
}
