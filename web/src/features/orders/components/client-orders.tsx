import { useState } from 'react';
import { Link } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useOrders } from '@/lib/shop/get-orders';
import { shopCsv } from '@/lib/shop/keys';
import { ExportCsvButton } from '@/features/orders/components/export-csv-button';
import { OrderCounts } from '@/features/orders/components/order-counts';
import { OrderDetailDialog } from '@/features/orders/components/order-detail-dialog';
import { OrdersTable } from '@/features/orders/components/orders-table';

/** Spec "Order history": counts, table, N/A tracking, empty state, Export. */
export function ClientOrders() {
  const t = useT();
  const { data: orders, isLoading, error } = useOrders();
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('orders.client.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('orders.client.subtitle')}</p>
        </div>
        <ExportCsvButton href={shopCsv.orders} filename="aurum-orders.csv" />
      </div>

      {isLoading ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="size-8" label={t('orders.loading')} />
        </div>
      ) : error ? (
        <Card className="mt-8 p-6 text-stone-300" role="alert">
          {t('orders.client.loadFailed')} {errorMessage(error)}
        </Card>
      ) : (
        <>
          <div className="mt-6">
            <OrderCounts orders={orders ?? []} />
          </div>
          {(orders ?? []).length === 0 ? (
            <Card className="mt-6 flex flex-col items-center gap-3 p-10 text-center">
              <PackageOpen aria-hidden className="size-12 text-gold" />
              <h2 className="text-lg font-semibold text-white">{t('orders.client.empty')}</h2>
              <p className="text-sm text-muted-foreground">{t('orders.client.emptyBody')}</p>
              <Button asChild>
                <Link to="/products">{t('orders.browseProducts')}</Link>
              </Button>
            </Card>
          ) : (
            <Card className="mt-6 p-2 sm:p-4">
              <OrdersTable orders={orders ?? []} onView={setViewing} />
            </Card>
          )}
        </>
      )}
      <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
