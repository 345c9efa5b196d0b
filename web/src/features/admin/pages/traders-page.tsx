import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useApproveTrader } from '@/features/admin/api/approve-trader';
import { useTraders, type TraderAccount } from '@/features/admin/api/get-traders';
import { EmptyState, PageState } from '@/components/page-state';
import { StatusBadge } from '@/features/admin/components/status-badge';
import { Table, td, th } from '@/features/admin/components/table';
import { PageHeader } from '@/components/page-header';

function ApproveButton({ trader }: { trader: TraderAccount }) {
  const t = useT();
  const approve = useApproveTrader();
  const name = `${trader.user.firstName} ${trader.user.lastName}`;
  return (
    <Button
      size="sm"
      disabled={approve.isPending}
      aria-label={t('admin.approve.label', { name })}
      onClick={() =>
        approve.mutate(trader.user.id, {
          onSuccess: () =>
            toast({ title: t('admin.approve.done'), description: t('admin.approve.doneBody', { name }) }),
          onError: (error) =>
            toast({ variant: 'destructive', title: t('admin.approve.failed'), description: errorMessage(error) }),
        })
      }
    >
      <Check aria-hidden />
      {t(approve.isPending ? 'admin.approve.pending' : 'admin.approve.button')}
    </Button>
  );
}

export default function TradersPage() {
  const t = useT();
  const { data: traders, isPending, error } = useTraders();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('admin.traders.title')} subtitle={t('admin.traders.subtitle')} />
      <div className="mt-8">
        <PageState
          isLoading={isPending}
          error={error && t('admin.loadFailed', { error: errorMessage(error) })}
          isEmpty={traders?.length === 0}
          empty={<EmptyState title={t('admin.traders.empty')} />}
        >
          <Table>
            <thead className="border-b">
              <tr>
                <th scope="col" className={th}>
                  {t('admin.traders.trader')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.traders.company')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.traders.license')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.status')}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{t('admin.actions')}</span>
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
        </PageState>
      </div>
    </div>
  );
}
