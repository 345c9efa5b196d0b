import { useEffect, useMemo, useState } from 'react';
import { ClipboardList, Search } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { EmptyState, PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import type { OrderStatus } from '@/lib/shop/types';
import { useManagedOrders } from '@/lib/shop/get-managed-orders';
import { useSellers } from '@/features/orders/api/get-sellers';
import { OrderCounts } from '@/features/orders/components/order-counts';
import { OrderDetailDialog } from '@/features/orders/components/order-detail-dialog';
import { OrdersTable } from '@/features/orders/components/orders-table';

const STATUSES: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

/** The search box's text, sent once typing pauses. */
function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Trader/admin: orders for their products, moved along from the detail dialog. Admins see every
 * seller's orders with seller and buyer columns, and filter by seller and search on the server.
 */
export function ManageOrders({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const [status, setStatus] = useState<'all' | OrderStatus>('all');
  const [sellerId, setSellerId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const { data: orders, isLoading, error } = useManagedOrders(isAdmin ? { sellerId, q } : {});
  const { data: sellers } = useSellers(isAdmin);
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = useMemo(() => (orders ?? []).filter((o) => status === 'all' || o.status === status), [orders, status]);

  const statusFilter = (
    <NativeSelect
      aria-label={t('orders.manage.filter')}
      value={status}
      onChange={(e) => setStatus(e.target.value as typeof status)}
      className="w-full sm:w-44"
    >
      <option value="all">{t('orders.manage.allStatuses')}</option>
      {STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(`orders.status.${s}`)}
        </option>
      ))}
    </NativeSelect>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('orders.manage.title')}
        subtitle={t(isAdmin ? 'orders.manage.subtitleAdmin' : 'orders.manage.subtitleTrader')}
        actions={!isAdmin && statusFilter}
      />
      {isAdmin && (
        <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_14rem_11rem]">
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
            />
            <Input
              type="search"
              className="pl-9"
              aria-label={t('orders.manage.search')}
              placeholder={t('orders.manage.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <NativeSelect
            aria-label={t('orders.manage.seller')}
            value={sellerId ?? ''}
            onChange={(e) => setSellerId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('orders.manage.allSellers')}</option>
            {sellers?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
          {statusFilter}
        </div>
      )}
      <PageState
        isLoading={isLoading}
        loadingLabel={t('orders.loading')}
        error={error && `${t('orders.manage.loadFailed')} ${errorMessage(error)}`}
      >
        <>
          <div className="mt-6">
            <OrderCounts orders={orders ?? []} />
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={ClipboardList} title={t('orders.manage.empty')} body={t('orders.manage.emptyBody')} />
          ) : (
            <Card className="mt-6 p-2 sm:p-4">
              <OrdersTable orders={shown} onView={setViewing} showBuyer showSeller={isAdmin} />
            </Card>
          )}
        </>
      </PageState>
      <OrderDetailDialog orderId={viewing} manage onClose={() => setViewing(null)} />
    </div>
  );
}
