import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useT } from '@/i18n';
import { formatDate, formatUsd } from '@/lib/format';
import { useQuery } from '@tanstack/react-query';
import { ordersQueryOptions } from '@/lib/shop/get-orders';
import { managedOrdersQueryOptions } from '@/lib/shop/get-managed-orders';
import type { OrderSummary } from '@/lib/shop/types';

/** Orders the caller already has (the trader dashboard's `recentOrders`), with their load state. */
export interface GivenOrders {
  data: OrderSummary[] | undefined;
  isLoading: boolean;
  error: unknown;
}

const RECENT_COUNT = 5;

/**
 * The latest five orders: the caller's own (GET /api/orders), for a trader the orders holding
 * their products (`scope="managed"`, GET /api/orders/manage), or orders given by the caller.
 */
export function RecentOrders({ scope = 'mine', orders }: { scope?: 'mine' | 'managed'; orders?: GivenOrders }) {
  const t = useT();
  const mine = useQuery({ ...ordersQueryOptions(), enabled: !orders && scope === 'mine' });
  const managed = useQuery({ ...managedOrdersQueryOptions(), enabled: !orders && scope === 'managed' });
  const { data, isLoading, error } = orders ?? (scope === 'managed' ? managed : mine);
  const recent = (data ?? []).slice(0, RECENT_COUNT);
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('dashboard.recent.title')}</CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link to="/orders">
            {t('dashboard.viewAll')} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label={t('dashboard.recent.loading')} />
        ) : error ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.recent.unavailable')}</p>
        ) : recent.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">{t('dashboard.recent.none')}</p>
            {scope === 'mine' && (
              <Button asChild size="sm" variant="outline">
                <Link to="/products">{t('dashboard.browseProducts')}</Link>
              </Button>
            )}
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('dashboard.recent.list')}>
            {recent.map((o) => (
              <li key={o.id} className="flex items-center justify-between gap-3 py-3" data-testid="recent-order">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-white">{t('dashboard.recent.order', { id: o.id })}</p>
                  <p className="text-xs text-stone-400">{formatDate(o.createdAt)}</p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className="text-sm font-semibold text-white">{formatUsd(o.totalAmount)}</span>
                  <OrderStatusBadge status={o.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
