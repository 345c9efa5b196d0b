import { useMemo, useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import type { OrderStatus } from '@/lib/shop/types';
import { useManagedOrders } from '@/features/orders/api/get-managed-orders';
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
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('orders.manage.title')}</h1>
          <p className="mt-1 text-muted-foreground">
            {t(isAdmin ? 'orders.manage.subtitleAdmin' : 'orders.manage.subtitleTrader')}
          </p>
        </div>
        <NativeSelect aria-label={t('orders.manage.filter')} value={status} onChange={(e) => setStatus(e.target.value as typeof status)} className="w-44">
          <option value="all">{t('orders.manage.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`orders.status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isLoading ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="size-8" label={t('orders.loading')} />
        </div>
      ) : error ? (
        <Card className="mt-8 p-6 text-stone-300" role="alert">
          {t('orders.manage.loadFailed')} {errorMessage(error)}
        </Card>
      ) : (
        <>
          <div className="mt-6">
            <OrderCounts orders={orders ?? []} />
          </div>
          {shown.length === 0 ? (
            <Card className="mt-6 flex flex-col items-center gap-3 p-10 text-center">
              <ClipboardList aria-hidden className="size-12 text-gold" />
              <h2 className="text-lg font-semibold text-white">{t('orders.manage.empty')}</h2>
              <p className="text-sm text-muted-foreground">{t('orders.manage.emptyBody')}</p>
            </Card>
          ) : (
            <Card className="mt-6 p-2 sm:p-4">
              <OrdersTable orders={shown} onView={setViewing} showBuyer />
            </Card>
          )}
        </>
      )}
      <OrderDetailDialog orderId={viewing} manage onClose={() => setViewing(null)} />
    </div>
  );
}
