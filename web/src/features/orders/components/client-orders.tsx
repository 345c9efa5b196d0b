import { useState } from 'react';
import { Link } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, PageState } from '@/components/page-state';
import { PageHeader } from '@/components/page-header';
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
      <PageHeader
        title={t('orders.client.title')}
        subtitle={t('orders.client.subtitle')}
        actions={<ExportCsvButton href={shopCsv.orders} filename="aurum-orders.csv" />}
      />

      <PageState
        isLoading={isLoading}
        loadingLabel={t('orders.loading')}
        error={error && `${t('orders.client.loadFailed')} ${errorMessage(error)}`}
      >
        <>
          <div className="mt-6">
            <OrderCounts orders={orders ?? []} />
          </div>
          {(orders ?? []).length === 0 ? (
            <EmptyState
              icon={PackageOpen}
              title={t('orders.client.empty')}
              body={t('orders.client.emptyBody')}
              action={
                <Button asChild>
                  <Link to="/products">{t('orders.browseProducts')}</Link>
                </Button>
              }
            />
          ) : (
            <Card className="mt-6 p-2 sm:p-4">
              <OrdersTable orders={orders ?? []} onView={setViewing} />
            </Card>
          )}
        </>
      </PageState>
      <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
