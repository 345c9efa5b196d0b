import { useUsers } from '@/features/admin/api/get-users';
import { DataState } from '@/features/admin/components/data-state';
import { StatusBadge } from '@/features/admin/components/status-badge';
import { Table, td, th } from '@/features/admin/components/table';

const roleLabel: Record<string, string> = { client: 'Client', gold_trader: 'Gold Trader', admin: 'Administrator' };
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export default function UsersPage() {
  const { data: users, isPending, error } = useUsers();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">User Management</h1>
      <p className="mt-1 text-muted-foreground">Every account on the platform.</p>
      <div className="mt-8">
        <DataState isPending={isPending} error={error} isEmpty={users?.length === 0} emptyText="No users yet.">
          <Table>
            <thead className="border-b">
              <tr>
                <th scope="col" className={th}>Name</th>
                <th scope="col" className={th}>Email</th>
                <th scope="col" className={th}>Role</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={th}>KYC</th>
                <th scope="col" className={th}>Joined</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {users?.map((u) => (
                <tr key={u.id}>
                  <td className={`${td} font-medium whitespace-nowrap text-white`}>
                    {u.firstName} {u.lastName}
                  </td>
                  <td className={td}>{u.email}</td>
                  <td className={td}>{roleLabel[u.role] ?? u.role}</td>
                  <td className={td}>
                    <StatusBadge status={u.status} />
                  </td>
                  <td className={`${td} capitalize`}>{u.kycStatus ?? 'Not Started'}</td>
                  <td className={td}>{dateFormat.format(new Date(u.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </DataState>
      </div>
    </div>
  );
}
