import { Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { METAL_TYPES, metalLabel } from '@/lib/metals';
import type { CatalogFilters, SortKey } from '@/features/products/lib/filter-products';

interface CatalogToolbarProps {
  filters: CatalogFilters;
  onChange: (patch: Partial<CatalogFilters>) => void;
  advancedOpen: boolean;
  advancedCount: number;
  onToggleAdvanced: () => void;
}

export function CatalogToolbar({ filters, onChange, advancedOpen, advancedCount, onToggleAdvanced }: CatalogToolbarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_auto]">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
        <Input
          type="search"
          aria-label="Search products"
          placeholder="Search products..."
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
          className="pl-9"
        />
      </div>
      <NativeSelect aria-label="Metal" value={filters.metal} onChange={(e) => onChange({ metal: e.target.value as CatalogFilters['metal'] })}>
        <option value="all">All Metals</option>
        {METAL_TYPES.map((m) => (
          <option key={m} value={m}>
            {metalLabel[m]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label="Sort by" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as SortKey })}>
        <option value="name">Name</option>
        <option value="price-asc">Price: Low to High</option>
        <option value="price-desc">Price: High to Low</option>
      </NativeSelect>
      <Button
        variant="outline"
        onClick={onToggleAdvanced}
        aria-expanded={advancedOpen}
        aria-controls="advanced-filters"
        className="sm:col-span-2 lg:col-span-1"
      >
        <SlidersHorizontal aria-hidden />
        Advanced Filters
        {advancedCount > 0 && (
          <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{advancedCount}</span>
        )}
      </Button>
    </div>
  );
}
