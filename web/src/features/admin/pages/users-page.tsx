import { useT, type MessageId } from '@/i18n';
import { formatDate } from '@/lib/format';
import { useUsers } from '@/features/admin/api/get-users';
import { EmptyState, PageState } from '@/components/page-state';
import { errorMessage } from '@/lib/api-client';
import { StatusBadge } from '@/features/admin/components/status-badge';
import { Table, td, th } from '@/features/admin/components/table';
import { PageHeader } from '@/components/page-header';

const roleLabel: Record<string, MessageId> = {
  client: 'admin.role.client',
  gold_trader: 'admin.role.trader',
  admin: 'admin.role.admin',
};
const kycLabel: Record<string, MessageId> = {
  verified: 'admin.kyc.verified',
  pending: 'admin.kyc.pending',
  rejected: 'admin.kyc.rejected',
};

export default function UsersPage() {
  const t = useT();
  const { data: users, isPending, error } = useUsers();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('admin.users.title')} subtitle={t('admin.users.subtitle')} />
      <div className="mt-8">
        <PageState
          isLoading={isPending}
          error={error && t('admin.loadFailed', { error: errorMessage(error) })}
          isEmpty={users?.length === 0}
          empty={<EmptyState title={t('admin.users.empty')} />}
        >
          <Table>
            <thead className="border-b">
              <tr>
                <th scope="col" className={th}>
                  {t('admin.users.name')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.users.email')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.users.role')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.status')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.users.kyc')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.users.joined')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {users?.map((u) => (
                <tr key={u.id}>
                  <td className={`${td} font-medium whitespace-nowrap text-white`}>
                    {u.firstName} {u.lastName}
                  </td>
                  <td className={td}>{u.email}</td>
                  <td className={td}>{roleLabel[u.role] ? t(roleLabel[u.role]) : u.role}</td>
                  <td className={td}>
                    <StatusBadge status={u.status} />
                  </td>
                  <td className={td}>{t(kycLabel[u.kycStatus ?? ''] ?? 'admin.kyc.notStarted')}</td>
                  <td className={td}>{formatDate(u.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </PageState>
      </div>
    </div>
  );
}
