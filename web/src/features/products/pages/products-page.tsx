import { useMemo, useState } from 'react';
import { PackageSearch } from 'lucide-react';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
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

export default function ProductsPage() {
  const t = useT();
  const { data: products, isLoading, error } = useProducts({ livePrices: true });
  const simulated = useSimulatedFeed();
  const [filters, setFilters] = useState<CatalogFilters>(defaultFilters);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const visible = useMemo(() => filterProducts(products ?? [], filters), [products, filters]);
  const update = (patch: Partial<CatalogFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const clearAdvanced = () =>
    update({ minWeight: '', maxWeight: '', form: 'all', inStockOnly: false });

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('products.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t(simulated ? 'products.subtitleSimulated' : 'products.subtitleLive')}</p>
        </div>
        {simulated && <SimulatedBadge />}
      </div>

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
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="size-8" label={t('products.loading')} />
        </div>
      ) : error && !products ? (
        <Card className="mt-8 p-6 text-stone-300" role="alert">
          {t('products.loadFailed')} {errorMessage(error)}
        </Card>
      ) : visible.length === 0 ? (
        <Card className="mt-8 flex flex-col items-center gap-3 p-10 text-center">
          <PackageSearch aria-hidden className="size-10 text-gold" />
          <h2 className="text-lg font-semibold text-white">{t('products.empty')}</h2>
          <p className="text-sm text-muted-foreground">{t('products.emptyBody')}</p>
          <Button variant="outline" onClick={() => setFilters(defaultFilters)}>
            {t('products.reset')}
          </Button>
        </Card>
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
