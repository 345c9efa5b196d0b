import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PackagePlus, PackageSearch, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-state';
import { MoneyNote } from '@/components/money-note';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { METAL_TYPES } from '@/lib/metals';
import { useMyProducts } from '../api/get-my-products';
import type { InventoryProduct } from '../api/types';
import { InventorySummary } from '../components/inventory-summary';
import { InventoryTable } from '../components/inventory-table';
import { ProductDialog } from '../components/product-dialog';
import { StockDialog } from '../components/stock-dialog';

type StatusFilter = 'active' | 'archived';

export interface InventoryFilters {
  q: string;
  metal: string;
  status: StatusFilter;
  seller: string;
}

/** Name search, metal, active/archived and (admins) seller, applied to GET /api/products/mine. */
export function filterInventory(products: InventoryProduct[], f: InventoryFilters): InventoryProduct[] {
  const q = f.q.trim().toLowerCase();
  return products
    .filter((p) => (f.status === 'active' ? p.active : !p.active))
    .filter((p) => f.metal === 'all' || p.metalType === f.metal)
    .filter((p) => f.seller === 'all' || String(p.sellerId || 'house') === f.seller)
    .filter((p) => !q || p.name.toLowerCase().includes(q))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /inventory (traders: their products) and /products for admins (every seller, with a seller
 * column and filter). `?new=1` opens Add Product (the dashboard's Add Inventory).
 */
export default function InventoryPage() {
  const t = useT();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const { data, isLoading, error } = useMyProducts();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<InventoryFilters>({ q: '', metal: 'all', status: 'active', seller: 'all' });
  const [editing, setEditing] = useState<InventoryProduct | null>(null);
  const [stockFor, setStockFor] = useState<InventoryProduct | null>(null);
  const addOpen = params.get('new') === '1';
  const setAddOpen = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set('new', '1');
        else next.delete('new');
        return next;
      },
      { replace: true },
    );

  const products = useMemo(() => data ?? [], [data]);
  const visible = useMemo(() => filterInventory(products, filters), [products, filters]);
  const sellers = useMemo(() => {
    const map = new Map<string, string>();
    for (const p of products)
      map.set(String(p.sellerId || 'house'), p.sellerId ? (p.sellerName ?? '') : t('inventory.table.house'));
    return [...map.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [products, t]);
  const update = (patch: Partial<InventoryFilters>) => setFilters((f) => ({ ...f, ...patch }));
  // The open dialogs follow the latest data (a stock change updates the product).
  const current = (p: InventoryProduct | null) => (p ? (products.find((x) => x.id === p.id) ?? p) : null);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t(isAdmin ? 'inventory.adminTitle' : 'inventory.title')}
        subtitle={t(isAdmin ? 'inventory.adminDescription' : 'inventory.description')}
        note={<MoneyNote className="mt-2" />}
        actions={
          <Button onClick={() => setAddOpen(true)}>
            <PackagePlus aria-hidden />
            {t('inventory.add')}
          </Button>
        }
      />

      {isLoading ? (
        <LoadingState label={t('inventory.loading')} />
      ) : error && !data ? (
        <ErrorState>
          {t('inventory.loadFailed')} {errorMessage(error)}
        </ErrorState>
      ) : (
        <>
          <div className="mt-6">
            <InventorySummary products={products} />
          </div>
          <Card className="mt-6 flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-end">
            <div className="relative min-w-0 flex-1 sm:min-w-[14rem]">
              <label htmlFor="inventory-search" className="sr-only">
                {t('inventory.search')}
              </label>
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
              />
              <Input
                id="inventory-search"
                type="search"
                className="pl-9"
                placeholder={t('inventory.search')}
                value={filters.q}
                onChange={(e) => update({ q: e.target.value })}
              />
            </div>
            <NativeSelect
              aria-label={t('inventory.filter.metal')}
              className="sm:w-44"
              value={filters.metal}
              onChange={(e) => update({ metal: e.target.value })}
            >
              <option value="all">{t('inventory.filter.allMetals')}</option>
              {METAL_TYPES.map((m) => (
                <option key={m} value={m}>
                  {t(`metal.${m}`)}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              aria-label={t('inventory.filter.status')}
              className="sm:w-40"
              value={filters.status}
              onChange={(e) => update({ status: e.target.value as StatusFilter })}
            >
              <option value="active">{t('inventory.filter.active')}</option>
              <option value="archived">{t('inventory.filter.archived')}</option>
            </NativeSelect>
            {isAdmin && (
              <NativeSelect
                aria-label={t('inventory.filter.seller')}
                className="sm:w-52"
                value={filters.seller}
                onChange={(e) => update({ seller: e.target.value })}
              >
                <option value="all">{t('inventory.filter.allSellers')}</option>
                {sellers.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Card>

          {visible.length === 0 ? (
            <EmptyState
              icon={PackageSearch}
              title={t(products.length === 0 ? 'inventory.empty' : 'inventory.noMatch')}
              body={t(products.length === 0 ? 'inventory.emptyBody' : 'inventory.noMatchBody')}
              action={
                products.length === 0 && (
                  <Button variant="outline" onClick={() => setAddOpen(true)}>
                    {t('inventory.add')}
                  </Button>
                )
              }
            />
          ) : (
            <Card className="mt-6 p-0">
              <p className="sr-only" aria-live="polite">
                {t('inventory.count', { count: visible.length })}
              </p>
              <InventoryTable products={visible} showSeller={isAdmin} onEdit={setEditing} onStock={setStockFor} />
            </Card>
          )}
        </>
      )}

      <ProductDialog open={addOpen} onOpenChange={setAddOpen} />
      <ProductDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        product={current(editing)}
      />
      <StockDialog product={current(stockFor)} onClose={() => setStockFor(null)} />
    </div>
  );
}
