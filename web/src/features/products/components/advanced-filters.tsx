import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n';
import type { CatalogFilters, FormFilter } from '@/features/products/lib/filter-products';

interface AdvancedFiltersProps {
  filters: CatalogFilters;
  onChange: (patch: Partial<CatalogFilters>) => void;
  onClear: () => void;
}

/** Weight range in troy ounces, bar or coin, and in-stock only. */
export function AdvancedFilters({ filters, onChange, onClear }: AdvancedFiltersProps) {
  const t = useT();
  return (
    <Card
      id="advanced-filters"
      className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto_auto] lg:items-end"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="min-weight">{t('products.filter.minWeight')}</Label>
        <Input
          id="min-weight"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder={t('products.filter.any')}
          value={filters.minWeight}
          onChange={(e) => onChange({ minWeight: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="max-weight">{t('products.filter.maxWeight')}</Label>
        <Input
          id="max-weight"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder={t('products.filter.any')}
          value={filters.maxWeight}
          onChange={(e) => onChange({ maxWeight: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="product-form">{t('products.filter.form')}</Label>
        <NativeSelect
          id="product-form"
          value={filters.form}
          onChange={(e) => onChange({ form: e.target.value as FormFilter })}
        >
          <option value="all">{t('products.filter.barsAndCoins')}</option>
          <option value="bar">{t('products.filter.bars')}</option>
          <option value="coin">{t('products.filter.coins')}</option>
        </NativeSelect>
      </div>
      <label className="flex h-10 items-center gap-2 text-sm text-stone-200">
        <input
          type="checkbox"
          checked={filters.inStockOnly}
          onChange={(e) => onChange({ inStockOnly: e.target.checked })}
          className="size-4 accent-[#d4a017]"
        />
        {t('products.filter.inStock')}
      </label>
      <Button variant="ghost" onClick={onClear}>
        {t('products.filter.clear')}
      </Button>
    </Card>
  );
}
