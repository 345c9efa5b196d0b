import { useState } from 'react';
import { Landmark, RotateCcw, Undo2 } from 'lucide-react';
import { EmptyState, PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatUsd } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useRefunds } from '@/features/admin/api/get-refunds';
import { useRetryRefund } from '@/features/admin/api/retry-refund';
import { useSettleRefund } from '@/features/admin/api/settle-refund';
import type { AdminRefund, RefundFilter } from '@/features/admin/api/types';
import { ConfirmButton } from '@/features/admin/components/confirm-dialog';
import { RefundStatusBadge, refundStatusLabel } from '@/features/admin/components/status-badge';
import { FilterSelect } from '@/features/admin/components/filter-select';
import { Table, td, type Column } from '@/features/admin/components/table';

/** The status filter's choices, in order: open (failed or pending), then each status. */
const FILTERS: Record<RefundFilter, MessageId> = {
  open: 'admin.refunds.filter.open',
  failed: refundStatusLabel.failed,
  pending: refundStatusLabel.pending,
  succeeded: refundStatusLabel.succeeded,
  settled: refundStatusLabel.settled,
};

/** The table's column headings. */
const COLUMNS: Column[] = [
  'admin.refunds.order',
  'admin.refunds.customer',
  { labelId: 'admin.refunds.amount', align: 'right' },
  'admin.status',
  'admin.refunds.reason',
  'admin.refunds.updated',
];

/** A cell's look below md, where a row is a grid of blocks. */
const cell = 'max-md:block max-md:py-1';

const customerName = (refund: AdminRefund) =>
  `${refund.customer.firstName} ${refund.customer.lastName}`.trim() || refund.customer.email;

/** "Retry refund" behind a confirmation; the attempt's outcome (succeeded, failed again, pending) as a toast. */
function RetryButton({ refund }: { refund: AdminRefund }) {
  const t = useT();
  const retry = useRetryRefund();
  const id = refund.orderId;
  const name = customerName(refund);

  const announce = (after: AdminRefund) => {
    if (after.status === 'succeeded')
      toast({
        title: t('admin.refunds.retry.succeeded'),
        description: t('admin.refunds.retry.succeededBody', { id, name, amount: formatUsd(after.amount) }),
      });
    else if (after.status === 'failed')
      toast({
        variant: 'destructive',
        title: t('admin.refunds.retry.failedAgain'),
        description: after.message
          ? t('admin.refunds.retry.failedAgainBody', { id, reason: after.message })
          : t('admin.refunds.retry.failedAgainNoReason', { id }),
      });
    else toast({ title: t('admin.refunds.retry.pending'), description: t('admin.refunds.retry.pendingBody', { id }) });
  };

  // mutateAsync, not mutate's callbacks: a refund that succeeds leaves the open list, and this
  // row unmounts when the list is refetched, which would drop mutate's per-call callbacks.
  return (
    <ConfirmButton
      icon={<RotateCcw aria-hidden />}
      label={t('admin.refunds.retry.button')}
      ariaLabel={t('admin.refunds.retry.label', { id })}
      title={t('admin.refunds.retry.title', { id })}
      description={t('admin.refunds.retry.body', { amount: formatUsd(refund.amount), name })}
      confirmLabel={t('admin.refunds.retry.button')}
      pending={retry.isPending}
      onConfirm={() => retry.mutateAsync(id).then(announce)}
      onError={(e) =>
        toast({ variant: 'destructive', title: t('admin.refunds.retry.error'), description: errorMessage(e) })
      }
    />
  );
}

/** "Paid back another way": staff record the bank transfer that settled a failed refund, with its reference. */
function SettleButton({ refund }: { refund: AdminRefund }) {
  const t = useT();
  const settle = useSettleRefund();
  const id = refund.orderId;
  const name = customerName(refund);
  const amount = formatUsd(refund.amount);
  return (
    <ConfirmButton
      variant="ghost"
      icon={<Landmark aria-hidden />}
      label={t('admin.refunds.settle.button')}
      ariaLabel={t('admin.refunds.settle.label', { id })}
      title={t('admin.refunds.settle.title', { id })}
      description={t('admin.refunds.settle.body', { amount, name })}
      confirmLabel={t('admin.refunds.settle.confirm')}
      reason="required"
      reasonLabel={t('admin.refunds.settle.reference')}
      pending={settle.isPending}
      onConfirm={(reference) =>
        settle.mutateAsync({ orderId: id, reference }).then(() =>
          toast({
            title: t('admin.refunds.settle.done'),
            description: t('admin.refunds.settle.doneBody', { id, name, amount, reference }),
          }),
        )
      }
    />
  );
}

/** /refunds (admins): cancelled paid orders' refunds, longest waiting first; failed ones can be retried. */
export default function RefundsPage() {
  const t = useT();
  const [status, setStatus] = useState<RefundFilter>('open');
  const { data: refunds, isPending, error } = useRefunds(status);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('admin.refunds.title')}
        subtitle={t('admin.refunds.subtitle')}
        actions={
          <FilterSelect
            id="refunds-status"
            className="w-64 max-w-full"
            value={status}
            options={FILTERS}
            onChange={setStatus}
          />
        }
      />
      <div className="mt-6">
        <PageState
          isLoading={isPending}
          error={error && t('admin.loadFailed', { error: errorMessage(error) })}
          isEmpty={refunds?.length === 0}
          empty={
            <EmptyState
              icon={Undo2}
              title={t(status === 'open' ? 'admin.refunds.empty' : 'admin.refunds.emptyFiltered')}
            />
          }
        >
          {/* Below md each refund is a block of its own (no sideways scrolling to reach its actions). */}
          <Table
            aria-label={t('admin.refunds.title')}
            className="max-md:block max-md:min-w-0"
            columns={COLUMNS}
            actions
            headClassName="max-md:hidden"
            bodyClassName="max-md:block"
          >
            {refunds?.map((refund) => (
              <tr
                key={refund.orderId}
                data-testid="refund-row"
                className="max-md:grid max-md:grid-cols-[auto_1fr_auto] max-md:items-start max-md:py-2"
              >
                <td className={`${td} font-medium whitespace-nowrap text-white ${cell}`}>#{refund.orderId}</td>
                <td className={`${td} ${cell}`}>
                  <p className="font-medium whitespace-nowrap text-white">{customerName(refund)}</p>
                  <p className="text-xs break-all text-muted-foreground">{refund.customer.email}</p>
                </td>
                <td className={`${td} text-right font-medium whitespace-nowrap text-white tabular-nums ${cell}`}>
                  {formatUsd(refund.amount)}
                </td>
                <td className={`${td} whitespace-nowrap ${cell} max-md:col-span-3`}>
                  <RefundStatusBadge status={refund.status} />
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t('admin.refunds.attempts', { count: refund.attempts })}
                  </p>
                </td>
                <td
                  className={`${td} max-w-xs min-w-40 text-xs break-words ${cell} max-md:col-span-3 max-md:max-w-none`}
                >
                  {refund.status === 'settled'
                    ? t('admin.refunds.settle.reason', { reference: refund.settledReference })
                    : refund.message || '—'}
                </td>
                <td className={`${td} min-w-28 ${cell} max-md:col-span-3 max-md:text-xs max-md:text-muted-foreground`}>
                  {formatDateTime(refund.updatedAt)}
                </td>
                <td className={`${td} text-right ${cell} max-md:col-span-3 max-md:text-left`}>
                  {refund.status === 'failed' && (
                    <div className="flex flex-col items-stretch gap-2 max-md:flex-row">
                      <RetryButton refund={refund} />
                      <SettleButton refund={refund} />
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        </PageState>
      </div>
    </div>
  );
}
