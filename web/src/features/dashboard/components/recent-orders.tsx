import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { formatDate, formatUsd } from '@/lib/format';
import { useOrders } from '@/lib/shop/get-orders';

const RECENT_COUNT = 5;

/** The client's latest orders from GET /api/orders. */
export function RecentOrders() {
  const { data, isLoading, error } = useOrders();
  const recent = (data ?? []).slice(0, RECENT_COUNT);
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Recent Orders</CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link to="/orders">
            View All <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading orders" />
        ) : error ? (
          <p className="text-sm text-muted-foreground">Orders are unavailable right now.</p>
        ) : recent.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">No orders yet.</p>
            <Button asChild size="sm" variant="outline">
              <Link to="/products">Browse Products</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Recent orders">
            {recent.map((o) => (
              <li key={o.id} className="flex items-center justify-between gap-3 py-3" data-testid="recent-order">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-white">Order #{o.id}</p>
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
