import { useMemo, useState } from 'react';
import { PackageSearch } from 'lucide-react';
import { PriceFeedBadge } from '@/components/market/price-feed-badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useProducts } from '@/lib/shop/get-products';
import { useSimulatedFeed } from '@/lib/market/get-real-time-prices';
import { AdvancedFilters } from '@/features/products/components/advanced-filters';
import { CatalogToolbar } from '@/features/products/components/catalog-toolbar';
import { ProductCard } from '@/features/products/components/product-card';
import {
  activeAdvancedCount,
  defaultFilters,
  filterProducts,
  type CatalogFilters,
} from '@/features/products/lib/filter-products';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-state';
import { MoneyNote } from '@/components/money-note';
import { PageHeader } from '@/components/page-header';

export default function ProductsPage() {
  const t = useT();
  const { data: products, isLoading, error } = useProducts({ livePrices: true });
  const simulated = useSimulatedFeed();
  const [filters, setFilters] = useState<CatalogFilters>(defaultFilters);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const visible = useMemo(() => filterProducts(products ?? [], filters), [products, filters]);
  const update = (patch: Partial<CatalogFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const clearAdvanced = () => update({ minWeight: '', maxWeight: '', form: 'all', inStockOnly: false });

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t('products.title')}
        subtitle={t(simulated ? 'products.subtitleSimulated' : 'products.subtitleLive')}
        actions={<PriceFeedBadge />}
        note={<MoneyNote className="mt-2" />}
      />

      <div className="mt-6 flex flex-col gap-3">
        <CatalogToolbar
          filters={filters}
          onChange={update}
          advancedOpen={advancedOpen}
          advancedCount={activeAdvancedCount(filters)}
          onToggleAdvanced={() => setAdvancedOpen((o) => !o)}
        />
        {advancedOpen && <AdvancedFilters filters={filters} onChange={update} onClear={clearAdvanced} />}
      </div>

      {isLoading ? (
        <LoadingState label={t('products.loading')} />
      ) : error && !products ? (
        <ErrorState>
          {t('products.loadFailed')} {errorMessage(error)}
        </ErrorState>
      ) : visible.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={PackageSearch}
          title={t('products.empty')}
          body={t('products.emptyBody')}
          action={
            <Button variant="outline" onClick={() => setFilters(defaultFilters)}>
              {t('products.reset')}
            </Button>
          }
        />
      ) : (
        <>
          <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
            {t('products.count', { count: visible.length })}
          </p>
          <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {visible.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
