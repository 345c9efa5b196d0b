import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useApproveTrader } from '@/features/admin/api/approve-trader';
import { useTraders, type TraderAccount } from '@/features/admin/api/get-traders';
import { DataState } from '@/features/admin/components/data-state';
import { StatusBadge } from '@/features/admin/components/status-badge';
import { Table, td, th } from '@/features/admin/components/table';

function ApproveButton({ trader }: { trader: TraderAccount }) {
  const approve = useApproveTrader();
  const name = `${trader.user.firstName} ${trader.user.lastName}`;
  return (
    <Button
      size="sm"
      disabled={approve.isPending}
      aria-label={`Approve ${name}`}
      onClick={() =>
        approve.mutate(trader.user.id, {
          onSuccess: () => toast({ title: 'Trader approved', description: `${name} can now sign in.` }),
          onError: (error) =>
            toast({ variant: 'destructive', title: 'Approval failed', description: errorMessage(error) }),
        })
      }
    >
      <Check aria-hidden />
      {approve.isPending ? 'Approving...' : 'Approve'}
    </Button>
  );
}

export default function TradersPage() {
  const { data: traders, isPending, error } = useTraders();
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Traders</h1>
      <p className="mt-1 text-muted-foreground">Gold trader accounts and their applications.</p>
      <div className="mt-8">
        <DataState
          isPending={isPending}
          error={error}
          isEmpty={traders?.length === 0}
          emptyText="No trader accounts yet."
        >
          <Table>
            <thead className="border-b">
              <tr>
                <th scope="col" className={th}>Trader</th>
                <th scope="col" className={th}>Company</th>
                <th scope="col" className={th}>License</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {traders?.map((t) => (
                <tr key={t.user.id}>
                  <td className={td}>
                    <p className="font-medium text-white">
                      {t.user.firstName} {t.user.lastName}
                    </p>
                    <p className="text-xs text-muted-foreground">{t.user.email}</p>
                  </td>
                  <td className={td}>{t.companyName}</td>
                  <td className={`${td} font-mono text-xs`}>{t.tradingLicense}</td>
                  <td className={td}>
                    <StatusBadge status={t.user.status} />
                  </td>
                  <td className={`${td} text-right`}>
                    {t.user.status === 'pending_approval' && <ApproveButton trader={t} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </DataState>
      </div>
    </div>
  );
}
