import { useEffect, useState } from 'react';
import { Eye, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT, type MessageId } from '@/i18n';
import { formatDate } from '@/lib/format';
import { useUsers } from '@/features/admin/api/get-users';
import type { UserFilters } from '@/features/admin/api/types';
import { EmptyState, PageState } from '@/components/page-state';
import { errorMessage } from '@/lib/api-client';
import { FilterSelect } from '@/features/admin/components/filter-select';
import { kycLabel, roleLabel, statusLabel } from '@/features/admin/components/labels';
import { StatusBadge } from '@/features/admin/components/status-badge';
import { Table, td, type Column } from '@/features/admin/components/table';
import { UserDetailDialog } from '@/features/admin/components/user-detail-dialog';
import { PageHeader } from '@/components/page-header';

type Role = NonNullable<UserFilters['role']>;
type Status = NonNullable<UserFilters['status']>;
const ROLES: Record<Role, MessageId> = { '': 'admin.filter.allRoles', ...roleLabel };
const STATUSES: Record<Status, MessageId> = { '': 'admin.filter.allStatuses', ...statusLabel };

/** The table's column headings. */
const COLUMNS: Column[] = [
  'admin.users.name',
  'admin.users.role',
  'admin.status',
  'admin.users.kyc',
  'admin.users.joined',
];

/** The search box's text, sent once typing pauses. */
function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function UsersPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role>('');
  const [status, setStatus] = useState<Status>('');
  const q = useDebounced(search);
  const { data: users, isPending, error } = useUsers({ q, role, status });
  const [viewing, setViewing] = useState<number | null>(null);
  const filtered = Boolean(q || role || status);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('admin.users.title')} subtitle={t('admin.users.subtitle')} />
      <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="users-search">{t('admin.users.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
            />
            <Input
              id="users-search"
              type="search"
              className="pl-9"
              placeholder={t('admin.users.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <FilterSelect id="users-role" label={t('admin.users.role')} value={role} options={ROLES} onChange={setRole} />
        <FilterSelect id="users-status" value={status} options={STATUSES} onChange={setStatus} />
      </div>
      <div className="mt-6">
        <PageState
          isLoading={isPending}
          error={error && t('admin.loadFailed', { error: errorMessage(error) })}
          isEmpty={users?.length === 0}
          empty={<EmptyState title={t(filtered ? 'admin.users.noMatch' : 'admin.users.empty')} />}
        >
          <Table aria-label={t('admin.users.title')} columns={COLUMNS} actions>
            {users?.map((u) => (
              <tr key={u.id} data-testid="user-row">
                <td className={td}>
                  <p className="font-medium whitespace-nowrap text-white">
                    {u.firstName} {u.lastName}
                  </p>
                  <p className="text-xs text-muted-foreground">{u.email}</p>
                </td>
                <td className={td}>{roleLabel[u.role] ? t(roleLabel[u.role]) : u.role}</td>
                <td className={td}>
                  <StatusBadge status={u.status} />
                </td>
                <td className={td}>{t(kycLabel[u.kycStatus ?? ''] ?? 'admin.kyc.notStarted')}</td>
                <td className={td}>{formatDate(u.createdAt)}</td>
                <td className={`${td} text-right`}>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setViewing(u.id)}
                    aria-label={t('admin.users.viewLabel', { name: `${u.firstName} ${u.lastName}` })}
                  >
                    <Eye aria-hidden />
                    {t('admin.users.view')}
                  </Button>
                </td>
              </tr>
            ))}
          </Table>
        </PageState>
      </div>
      <UserDetailDialog userId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
