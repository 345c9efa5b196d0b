import { Fragment, useState } from 'react';
import { Check, ChevronDown, ChevronUp, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useApproveTrader } from '@/features/admin/api/approve-trader';
import { useRejectTrader } from '@/features/admin/api/reject-trader';
import { useTraders, type TraderAccount } from '@/features/admin/api/get-traders';
import { EmptyState, PageState } from '@/components/page-state';
import { TraderStateBadge, traderState } from '@/features/admin/components/account-status-badge';
import { ApplicationDetails } from '@/features/admin/components/application-details';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { Table, td, type Column } from '@/features/admin/components/table';
import { UserActions } from '@/features/admin/components/user-actions';
import { PageHeader } from '@/components/page-header';

/** The table's column headings. */
const COLUMNS: Column[] = [
  'admin.traders.trader',
  'admin.traders.company',
  'admin.traders.license',
  'admin.traders.submitted',
  'admin.status',
];

const fullName = (trader: TraderAccount) => `${trader.user.firstName} ${trader.user.lastName}`.trim();

function ApproveButton({ trader }: { trader: TraderAccount }) {
  const t = useT();
  const approve = useApproveTrader();
  const name = fullName(trader);
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

function RejectButton({ trader }: { trader: TraderAccount }) {
  const t = useT();
  const reject = useRejectTrader();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = fullName(trader);
  return (
    <>
      <Button
        size="sm"
        variant="destructive"
        aria-label={t('admin.reject.label', { name })}
        onClick={() => setOpen(true)}
      >
        <X aria-hidden />
        {t('admin.reject.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setError(null);
        }}
        title={t('admin.reject.title', { name })}
        description={t('admin.reject.body')}
        confirmLabel={t('admin.reject.button')}
        destructive
        reason="required"
        reasonLabel={t('admin.reject.reason')}
        pending={reject.isPending}
        error={error}
        onConfirm={(reason) =>
          reject.mutate(
            { id: trader.user.id, reason },
            {
              onSuccess: () => {
                setOpen(false);
                setError(null);
                toast({ title: t('admin.reject.done'), description: t('admin.reject.doneBody', { name }) });
              },
              onError: (e) => {
                setError(errorMessage(e));
                toast({ variant: 'destructive', title: t('admin.reject.failed'), description: errorMessage(e) });
              },
            },
          )
        }
      />
    </>
  );
}

function TraderRow({ trader }: { trader: TraderAccount }) {
  const t = useT();
  const state = traderState(trader);
  // Pending applications open with their details and the decision buttons.
  const [expanded, setExpanded] = useState(state === 'pending');
  const name = fullName(trader);
  const detailsId = `trader-${trader.user.id}-details`;
  return (
    <Fragment>
      <tr data-testid="trader-row">
        <td className={td}>
          <p className="font-medium text-white">{name}</p>
          <p className="text-xs text-muted-foreground">{trader.user.email}</p>
        </td>
        <td className={td}>{trader.companyName || '—'}</td>
        <td className={`${td} font-mono text-xs`}>{trader.tradingLicense || '—'}</td>
        <td className={td}>{trader.submittedAt ? formatDate(trader.submittedAt) : '—'}</td>
        <td className={td}>
          <TraderStateBadge state={state} />
        </td>
        <td className={`${td} text-right`}>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={t('admin.traders.detailsLabel', { name })}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {t('admin.traders.details')}
          </Button>
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="bg-muted/30">
          <td colSpan={6} className="px-4 py-4">
            <div className="flex flex-col gap-4">
              <ApplicationDetails application={trader} />
              <div className="flex flex-wrap gap-2">
                {state === 'pending' && (
                  <>
                    <ApproveButton trader={trader} />
                    <RejectButton trader={trader} />
                  </>
                )}
                {state !== 'pending' && state !== 'rejected' && <UserActions user={trader.user} showRole={false} />}
              </div>
            </div>
          </td>
        </tr>
      )}
    </Fragment>
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
          <Table aria-label={t('admin.traders.title')} columns={COLUMNS} actions>
            {traders?.map((trader) => (
              <TraderRow key={trader.user.id} trader={trader} />
            ))}
          </Table>
        </PageState>
      </div>
    </div>
  );
}
