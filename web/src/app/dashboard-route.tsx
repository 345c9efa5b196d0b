import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/page-state';
import { useAuth } from '@/lib/auth';
import type { PrefetchPageData } from '@/lib/prefetch-page-data';
import DashboardPage from '@/features/dashboard/pages/dashboard-page';
import { traderDashboardQueryOptions } from '@/features/dashboard/api/get-trader-dashboard';
import { realTimePricesQueryOptions } from '@/lib/market/get-real-time-prices';
import { ordersQueryOptions } from '@/lib/shop/get-orders';
import { portfolioQueryOptions } from '@/lib/shop/get-portfolio';
import { portfolioSummaryQueryOptions } from '@/lib/shop/get-portfolio-summary';
import { productsQueryOptions } from '@/lib/shop/get-products';

// The admin console's overview is its own chunk: clients and traders never download it.
const AdminDashboardPage = lazy(() => import('@/features/admin/pages/admin-dashboard-page'));

/** /dashboard: admins get the operator's overview; clients and traders keep theirs. */
export default function DashboardRoute() {
  const { user } = useAuth();
  if (user?.role === 'admin')
    return (
      <Suspense fallback={<LoadingState />}>
        <AdminDashboardPage />
      </Suspense>
    );
  return <DashboardPage />;
}

/**
 * The data the dashboard shows first, asked for as soon as this chunk arrives (app/pages.tsx): the
 * trader's overview, or the client's prices, portfolio, featured products and recent orders. The
 * admin console's page asks for its own once loaded.
 */
export const prefetch: PrefetchPageData = (client, user) => {
  if (user.role === 'admin') return;
  void client.prefetchQuery(realTimePricesQueryOptions());
  if (user.role === 'gold_trader') {
    void client.prefetchQuery(traderDashboardQueryOptions());
    return;
  }
  void client.prefetchQuery(productsQueryOptions());
  void client.prefetchQuery(portfolioSummaryQueryOptions());
  void client.prefetchQuery(portfolioQueryOptions());
  void client.prefetchQuery(ordersQueryOptions());
};
