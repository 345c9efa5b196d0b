import { useT, type MessageId } from '@/i18n';
import { formatDate } from '@/lib/format';
import { useUsers } from '@/features/admin/api/get-users';
import { DataState } from '@/features/admin/components/data-state';
import { StatusBadge } from '@/features/admin/components/status-badge';
import { Table, td, th } from '@/features/admin/components/table';

const roleLabel: Record<string, MessageId> = { client: 'admin.role.client', gold_trader: 'admin.role.trader', admin: 'admin.role.admin' };
const kycLabel: Record<string, MessageId> = { verified: 'admin.kyc.verified', pending: 'admin.kyc.pending', rejected: 'admin.kyc.rejected' };

export default function UsersPage() {
  const t = useT();
  const { data: users, isPending, error } = useUsers();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('admin.users.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('admin.users.subtitle')}</p>
      <div className="mt-8">
        <DataState isPending={isPending} error={error} isEmpty={users?.length === 0} emptyText={t('admin.users.empty')}>
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
        </DataState>
      </div>
    </div>
  );
}
