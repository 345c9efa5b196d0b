import { useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/i18n';
import { readApiError } from '@/lib/api-client';
import { METAL_TYPES } from '@/lib/metals';
import { toast } from '@/lib/use-toast';
import { useSaveProduct } from '../api/save-product';
import type { InventoryProduct } from '../api/types';
import {
  emptyProduct,
  imageProblem,
  productField,
  productSchema,
  productToValues,
  purityPercent,
  valuesToInput,
  type ProductFormValues,
} from '../lib/product-form';

interface ProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit; none for Add Product. */
  product?: InventoryProduct | null;
}

/** Add Product / Edit Product (react-hook-form + zod); server field errors land on their fields. */
export function ProductDialog({ open, onOpenChange, product }: ProductDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t(product ? 'inventory.dialog.editTitle' : 'inventory.dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('inventory.dialog.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <ProductForm key={product?.id ?? 'new'} product={product ?? null} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({ product, onDone }: { product: InventoryProduct | null; onDone: () => void }) {
  const t = useT();
  const save = useSaveProduct();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productSchema),
    defaultValues: product ? productToValues(product) : emptyProduct,
  });
  const purity = useWatch({ control, name: 'purity' });
  const purityNumber = Number(purity);
  const isEdit = product !== null;

  const onImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? imageProblem(file) : null;
    setImageError(
      problem === 'type'
        ? t('inventory.form.error.imageType')
        : problem === 'size'
          ? t('inventory.form.error.imageSize')
          : null,
    );
    setImage(problem ? null : file);
  };

  const onSubmit = handleSubmit((values) => {
    if (imageError) return;
    save.mutate(
      { id: product?.id, body: valuesToInput(values, { withStock: !isEdit }), image },
      {
        onSuccess: (saved) => {
          toast({
            title: t(isEdit ? 'inventory.toast.updated' : 'inventory.toast.created'),
            description: saved.name,
          });
          onDone();
        },
        onError: (error) => {
          const apiError = readApiError(error);
          const field = productField(apiError?.field);
          if (field) setError(field, { message: apiError?.message }, { shouldFocus: true });
          else if (apiError?.field === 'file' || apiError?.field === 'image') setImageError(apiError.message);
          toast({
            title: t('inventory.toast.failed'),
            description: apiError?.message ?? t('inventory.toast.failedBody'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const field = (name: keyof ProductFormValues) => ({
    id: `product-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `product-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="product-name"
        label={t('inventory.form.name')}
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input {...field('name')} {...register('name')} />
      </FormField>
      <FormField
        id="product-description"
        label={t('inventory.form.description')}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <textarea
          rows={3}
          className="min-h-20 w-full rounded-lg border border-input bg-stone-950/60 px-3 py-2 text-sm text-foreground outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30"
          {...field('description')}
          {...register('description')}
        />
      </FormField>
      <FormField id="product-metalType" label={t('inventory.form.metal')} error={errors.metalType?.message}>
        <NativeSelect {...field('metalType')} {...register('metalType')}>
          {METAL_TYPES.map((m) => (
            <option key={m} value={m}>
              {t(`metal.${m}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="product-form" label={t('inventory.form.form')} error={errors.form?.message}>
        <NativeSelect {...field('form')} {...register('form')}>
          <option value="bar">{t('inventory.form.bar')}</option>
          <option value="coin">{t('inventory.form.coin')}</option>
        </NativeSelect>
      </FormField>
      <FormField id="product-weight" label={t('inventory.form.weight')} error={errors.weight?.message}>
        <div className="flex gap-2">
          <Input inputMode="decimal" className="min-w-0 flex-1" {...field('weight')} {...register('weight')} />
          <NativeSelect
            aria-label={t('inventory.form.weightUnit')}
            className="w-24 shrink-0"
            {...register('weightUnit')}
          >
            <option value="oz">{t('inventory.form.unitOz')}</option>
            <option value="g">{t('inventory.form.unitG')}</option>
          </NativeSelect>
        </div>
      </FormField>
      <FormField id="product-purity" label={t('inventory.form.purity')} error={errors.purity?.message}>
        <Input inputMode="numeric" {...field('purity')} {...register('purity')} />
        <p className="text-xs text-muted-foreground" data-testid="purity-hint">
          {Number.isInteger(purityNumber) && purityNumber >= 1 && purityNumber <= 10000
            ? t('inventory.form.purityHint', { percent: purityPercent(purityNumber) })
            : t('inventory.form.purityHelp')}
        </p>
      </FormField>
      <FormField id="product-premium" label={t('inventory.form.premium')} error={errors.premium?.message}>
        <Input inputMode="decimal" {...field('premium')} {...register('premium')} />
      </FormField>
      {isEdit ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2 sm:self-end">
          <label htmlFor="product-active" className="text-sm text-stone-200">
            {t('inventory.form.active')}
          </label>
          <Controller
            control={control}
            name="active"
            render={({ field: { value, onChange } }) => (
              <Switch id="product-active" checked={value} onCheckedChange={onChange} />
            )}
          />
        </div>
      ) : (
        <FormField id="product-stock" label={t('inventory.form.openingStock')} error={errors.stock?.message}>
          <Input inputMode="numeric" {...field('stock')} {...register('stock')} />
        </FormField>
      )}
      <FormField
        id="product-image"
        label={t('inventory.form.image')}
        error={imageError ?? undefined}
        className="sm:col-span-2"
      >
        <Input
          id="product-image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={onImage}
          aria-invalid={imageError ? true : undefined}
          aria-describedby={imageError ? 'product-image-error' : 'product-image-hint'}
          className="file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-gold"
        />
        <p id="product-image-hint" className="text-xs text-muted-foreground">
          {t('inventory.form.imageHint')}
        </p>
      </FormField>
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('inventory.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t(save.isPending ? 'inventory.dialog.saving' : isEdit ? 'inventory.dialog.save' : 'inventory.dialog.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
