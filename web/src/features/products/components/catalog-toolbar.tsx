import { Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n';
import { METAL_TYPES } from '@/lib/metals';
import type { CatalogFilters, SortKey } from '@/features/products/lib/filter-products';

interface CatalogToolbarProps {
  filters: CatalogFilters;
  onChange: (patch: Partial<CatalogFilters>) => void;
  advancedOpen: boolean;
  advancedCount: number;
  onToggleAdvanced: () => void;
}

export function CatalogToolbar({
  filters,
  onChange,
  advancedOpen,
  advancedCount,
  onToggleAdvanced,
}: CatalogToolbarProps) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_auto]">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <Input
          type="search"
          aria-label={t('products.search.label')}
          placeholder={t('products.search.placeholder')}
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
          className="pl-9"
        />
      </div>
      <NativeSelect
        aria-label={t('products.metal')}
        value={filters.metal}
        onChange={(e) => onChange({ metal: e.target.value as CatalogFilters['metal'] })}
      >
        <option value="all">{t('products.allMetals')}</option>
        {METAL_TYPES.map((m) => (
          <option key={m} value={m}>
            {t(`metal.${m}`)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t('products.sort')}
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.target.value as SortKey })}
      >
        <option value="name">{t('products.sort.name')}</option>
        <option value="price-asc">{t('products.sort.priceAsc')}</option>
        <option value="price-desc">{t('products.sort.priceDesc')}</option>
      </NativeSelect>
      <Button
        variant="outline"
        onClick={onToggleAdvanced}
        aria-expanded={advancedOpen}
        aria-controls="advanced-filters"
        className="sm:col-span-2 lg:col-span-1"
      >
        <SlidersHorizontal aria-hidden />
        {t('products.advanced')}
        {advancedCount > 0 && (
          <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{advancedCount}</span>
        )}
      </Button>
    </div>
  );
}
