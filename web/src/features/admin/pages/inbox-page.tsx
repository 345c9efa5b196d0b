import { useState } from 'react';
import { ChevronDown, ChevronUp, Inbox, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { EmptyState, PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useContactRequests } from '@/features/admin/api/get-contact-requests';
import { useUpdateContactRequest } from '@/features/admin/api/update-contact-request';
import type { ContactRequest, ContactStatus } from '@/features/admin/api/types';
import { FilterSelect } from '@/features/admin/components/filter-select';

const STATUSES: ContactStatus[] = ['new', 'answered', 'closed'];
const statusLook: Record<ContactStatus, { labelId: MessageId; variant: 'warning' | 'success' | 'secondary' }> = {
  new: { labelId: 'admin.inbox.status.new', variant: 'warning' },
  answered: { labelId: 'admin.inbox.status.answered', variant: 'success' },
  closed: { labelId: 'admin.inbox.status.closed', variant: 'secondary' },
};
/** The status filter's choices: all, then each status. */
const FILTERS: Record<ContactStatus | '', MessageId> = {
  '': 'admin.filter.allStatuses',
  new: statusLook.new.labelId,
  answered: statusLook.answered.labelId,
  closed: statusLook.closed.labelId,
};

function RequestCard({ request }: { request: ContactRequest }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const update = useUpdateContactRequest();
  const look = statusLook[request.status] ?? statusLook.new;
  const bodyId = `contact-${request.id}-message`;
  const setStatus = (status: ContactStatus) =>
    update.mutate(
      { id: request.id, status },
      {
        onSuccess: () => toast({ title: t('admin.inbox.updated'), description: t(statusLook[status].labelId) }),
        onError: (e) =>
          toast({ variant: 'destructive', title: t('admin.inbox.updateFailed'), description: errorMessage(e) }),
      },
    );
  return (
    <Card className="p-4 sm:p-5" data-testid="contact-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-white">{request.topic || t('admin.inbox.noTopic')}</p>
          <p className="text-sm break-words text-muted-foreground">
            {t('admin.inbox.from', {
              name: request.name,
              email: request.email,
              date: formatDateTime(request.createdAt),
            })}
          </p>
        </div>
        <Badge variant={look.variant}>{t(look.labelId)}</Badge>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          {t(open ? 'admin.inbox.hide' : 'admin.inbox.read')}
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <a href={`mailto:${request.email}`}>
            <Mail aria-hidden />
            {t('admin.inbox.reply')}
          </a>
        </Button>
        <div className="ml-auto flex items-center gap-2">
          <Label htmlFor={`contact-${request.id}-status`} className="text-xs text-muted-foreground">
            {t('admin.inbox.setStatus')}
          </Label>
          <NativeSelect
            id={`contact-${request.id}-status`}
            className="w-36"
            value={request.status}
            disabled={update.isPending}
            onChange={(e) => setStatus(e.target.value as ContactStatus)}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(statusLook[s].labelId)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {open && (
        <p
          id={bodyId}
          className="mt-3 rounded-lg border border-border bg-muted/30 p-3 text-sm whitespace-pre-wrap break-words text-stone-200"
        >
          {request.message}
        </p>
      )}
    </Card>
  );
}

/** Messages from the public contact form (GET /api/admin/contact-requests), with their status. */
export default function InboxPage() {
  const t = useT();
  const [status, setStatus] = useState<ContactStatus | ''>('new');
  const { data, isPending, error } = useContactRequests(status);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t('admin.inbox.title')}
        subtitle={t('admin.inbox.subtitle')}
        actions={
          <FilterSelect id="inbox-status" className="w-44" value={status} options={FILTERS} onChange={setStatus} />
        }
      />
      <div className="mt-6">
        <PageState
          isLoading={isPending}
          error={error && t('admin.loadFailed', { error: errorMessage(error) })}
          isEmpty={data?.length === 0}
          empty={<EmptyState icon={Inbox} title={t('admin.inbox.empty')} />}
        >
          <div className="flex flex-col gap-3">
            {data?.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </div>
        </PageState>
      </div>
    </div>
  );
}
