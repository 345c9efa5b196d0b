import type { PageId } from '@/config/routes';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { cartTotalsQueryOptions } from '@/features/cart/api/get-cart-totals';
import { traderDashboardQueryOptions } from '@/features/dashboard/api/get-trader-dashboard';
import type { PrefetchPageData } from '@/lib/prefetch-page-data';
import { realTimePricesQueryOptions } from '@/lib/market/get-real-time-prices';
import { ordersQueryOptions } from '@/lib/shop/get-orders';
import { portfolioQueryOptions } from '@/lib/shop/get-portfolio';
import { portfolioSummaryQueryOptions } from '@/lib/shop/get-portfolio-summary';
import { productsQueryOptions } from '@/lib/shop/get-products';

/**
 * The data each signed-in page shows first, with the page's own query options (the page then
 * finds each request under way). A small chunk of its own, loaded when the app starts on a
 * signed-in path (app/start-signed-in-page.ts): the requests go out once the session is known,
 * without waiting for the page's chunk.
 */
export const pageData: Partial<Record<PageId, PrefetchPageData>> = {
  /**
   * The trader's overview, or the client's prices, portfolio, featured products and recent
   * orders. The admin console's page asks for its own once loaded.
   */
  dashboard: (client, user) => {
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
  },
  /** The catalogue and the prices its label needs. */
  products: (client) => {
    void client.prefetchQuery(productsQueryOptions());
    void client.prefetchQuery(realTimePricesQueryOptions());
  },
  /** The summary, the holdings and the prices. */
  portfolio: (client) => {
    void client.prefetchQuery(portfolioSummaryQueryOptions());
    void client.prefetchQuery(portfolioQueryOptions());
    void client.prefetchQuery(realTimePricesQueryOptions());
  },
  /** The cart and its totals. */
  cart: (client) => {
    void client.prefetchQuery(cartQueryOptions());
    void client.prefetchQuery(cartTotalsQueryOptions());
  },
};
