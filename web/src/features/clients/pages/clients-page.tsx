import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilePlus2, Search, UserPlus, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { EmptyState, PageState } from '@/components/page-state';
import { MoneyNote } from '@/components/money-note';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { CLIENT_STATUSES, type ClientStatus, type TraderClient } from '@/features/clients/api/client-keys';
import { useClients } from '@/features/clients/api/get-clients';
import { ClientOrdersDialog } from '@/features/clients/components/client-orders-dialog';
import { clientStatusLabel } from '@/features/clients/components/client-status-badge';
import { ClientsTable } from '@/features/clients/components/clients-table';
import { ContactDialog } from '@/features/clients/components/contact-dialog';
import { InviteDialog } from '@/features/clients/components/invite-dialog';
import { OfferDialog } from '@/features/clients/components/offer-dialog';
import { OffersCard } from '@/features/clients/components/offers-card';
import { useDebounced } from '@/features/clients/lib/use-debounced';

type Flag = 'invite' | 'offer';

/** Client Management: who bought from this trader, their orders, messages, invites and offers. */
export default function ClientsPage() {
  const t = useT();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClientStatus | 'all'>('all');
  const q = useDebounced(search);
  const clients = useClients({ q, status });
  const [viewing, setViewing] = useState<TraderClient | null>(null);
  const [contacting, setContacting] = useState<TraderClient | null>(null);

  // ?invite=1 and ?offer=1 (the trader dashboard's quick actions) open the dialogs.
  const setFlag = (flag: Flag, open: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (open) next.set(flag, '1');
        else next.delete(flag);
        return next;
      },
      { replace: true },
    );
  const inviteOpen = params.get('invite') === '1';
  const offerOpen = params.get('offer') === '1';
  const list = clients.data ?? [];
  const filtered = q.trim() !== '' || status !== 'all';

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('clients.title')}
        subtitle={t(isAdmin ? 'clients.subtitle.admin' : 'clients.subtitle.trader')}
        actions={
          !isAdmin && (
            <>
              <Button variant="outline" onClick={() => setFlag('invite', true)}>
                <UserPlus aria-hidden />
                {t('clients.addClient')}
              </Button>
              <Button onClick={() => setFlag('offer', true)}>
                <FilePlus2 aria-hidden />
                {t('clients.createOrder')}
              </Button>
            </>
          )
        }
      />
      <Card className="mt-6 flex flex-col gap-3 p-4 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          />
          <Input
            type="search"
            className="pl-9"
            placeholder={t('clients.search.placeholder')}
            aria-label={t('clients.search.label')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <NativeSelect
          aria-label={t('clients.filter.label')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ClientStatus | 'all')}
          className="sm:w-48"
        >
          <option value="all">{t('clients.filter.all')}</option>
          {CLIENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(clientStatusLabel[s])}
            </option>
          ))}
        </NativeSelect>
      </Card>
      <PageState
        isLoading={clients.isLoading}
        loadingLabel={t('clients.loading')}
        error={clients.error && `${t('clients.loadFailed')} ${errorMessage(clients.error)}`}
        isEmpty={list.length === 0}
        empty={
          <EmptyState
            icon={Users}
            title={filtered ? t('clients.empty.filtered') : t('clients.empty.title')}
            body={filtered ? t('clients.empty.filteredBody') : t('clients.empty.body')}
          />
        }
      >
        <Card className="mt-6 p-2 sm:p-4">
          <ClientsTable clients={list} onView={setViewing} onContact={setContacting} />
        </Card>
        <MoneyNote className="mt-2" />
      </PageState>
      {!isAdmin && <OffersCard />}
      <ClientOrdersDialog client={viewing} onClose={() => setViewing(null)} />
      <ContactDialog client={contacting} onClose={() => setContacting(null)} />
      <InviteDialog open={inviteOpen} onOpenChange={(open) => setFlag('invite', open)} />
      <OfferDialog open={offerOpen} onOpenChange={(open) => setFlag('offer', open)} />
    </div>
  );
}
