import { useMemo, useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { EmptyState, PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import type { OrderStatus } from '@/lib/shop/types';
import { useManagedOrders } from '@/lib/shop/get-managed-orders';
import { OrderCounts } from '@/features/orders/components/order-counts';
import { OrderDetailDialog } from '@/features/orders/components/order-detail-dialog';
import { OrdersTable } from '@/features/orders/components/orders-table';

const STATUSES: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

/** Trader/admin: orders for their products, moved along from the detail dialog. */
export function ManageOrders({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const { data: orders, isLoading, error } = useManagedOrders();
  const [viewing, setViewing] = useState<number | null>(null);
  const [status, setStatus] = useState<'all' | OrderStatus>('all');
  const shown = useMemo(() => (orders ?? []).filter((o) => status === 'all' || o.status === status), [orders, status]);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('orders.manage.title')}
        subtitle={t(isAdmin ? 'orders.manage.subtitleAdmin' : 'orders.manage.subtitleTrader')}
        actions={
          <NativeSelect
            aria-label={t('orders.manage.filter')}
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
            className="w-44"
          >
            <option value="all">{t('orders.manage.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orders.status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        }
      />
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
              <OrdersTable orders={shown} onView={setViewing} showBuyer />
            </Card>
          )}
        </>
      </PageState>
      <OrderDetailDialog orderId={viewing} manage onClose={() => setViewing(null)} />
    </div>
  );
}
