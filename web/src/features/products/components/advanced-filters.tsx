import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { CatalogFilters, FormFilter } from '@/features/products/lib/filter-products';

interface AdvancedFiltersProps {
  filters: CatalogFilters;
  onChange: (patch: Partial<CatalogFilters>) => void;
  onClear: () => void;
}

/** Weight range in troy ounces, bar or coin, and in-stock only. */
export function AdvancedFilters({ filters, onChange, onClear }: AdvancedFiltersProps) {
  return (
    <Card id="advanced-filters" className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto_auto] lg:items-end">
      <div className="flex flex-col gap-2">
        <Label htmlFor="min-weight">Min weight (oz)</Label>
        <Input id="min-weight" type="number" inputMode="decimal" min={0} step="any" placeholder="Any" value={filters.minWeight} onChange={(e) => onChange({ minWeight: e.target.value })} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="max-weight">Max weight (oz)</Label>
        <Input id="max-weight" type="number" inputMode="decimal" min={0} step="any" placeholder="Any" value={filters.maxWeight} onChange={(e) => onChange({ maxWeight: e.target.value })} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="product-form">Product form</Label>
        <NativeSelect id="product-form" value={filters.form} onChange={(e) => onChange({ form: e.target.value as FormFilter })}>
          <option value="all">Bars and coins</option>
          <option value="bar">Bars</option>
          <option value="coin">Coins</option>
        </NativeSelect>
      </div>
      <label className="flex h-10 items-center gap-2 text-sm text-stone-200">
        <input
          type="checkbox"
          checked={filters.inStockOnly}
          onChange={(e) => onChange({ inStockOnly: e.target.checked })}
          className="size-4 accent-[#d4a017]"
        />
        In stock only
      </label>
      <Button variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </Card>
  );
}
