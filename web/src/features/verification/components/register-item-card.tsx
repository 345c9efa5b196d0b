import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT, type MessageId } from '@/i18n';
import { readApiError } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useMyProducts } from '../api/get-my-products';
import { useRegisterItem } from '../api/register-item';
import { fieldErrors, type Errors } from './form-errors';

/** Registers a serialized item of one of the trader's active products. */
export function RegisterItemCard() {
  const t = useT();
  const { data: products } = useMyProducts();
  const register = useRegisterItem();
  const active = (products ?? []).filter((p) => p.active !== false);
  const empty = {
    productId: '',
    serialNumber: '',
    refiner: '',
    batch: '',
    year: String(new Date().getFullYear()),
    location: '',
    facility: '',
    certifier: '',
    certificateNumber: '',
  };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const product = active.find((p) => String(p.id) === form.productId);
    const required: (keyof typeof empty)[] = ['serialNumber', 'refiner', 'batch', 'location', 'facility'];
    const next: Errors = {};
    if (!product) next.productId = t('verification.items.error.product');
    for (const key of required) if (!form[key].trim()) next[key] = t('verification.items.error.required');
    if (!/^\d{4}$/.test(form.year.trim())) next.year = t('verification.items.error.year');
    setErrors(next);
    if (Object.keys(next).length > 0 || !product) return;
    register.mutate(
      {
        serialNumber: form.serialNumber.trim(),
        productId: product.id,
        productName: product.name,
        type: product.form,
        metal: product.metalType,
        weightOz: String(product.weight),
        purity: product.purity,
        refiner: form.refiner.trim(),
        batch: form.batch.trim(),
        year: Number(form.year),
        location: form.location.trim(),
        facility: form.facility.trim(),
        ...(form.certifier.trim() ? { certifier: form.certifier.trim() } : {}),
        ...(form.certificateNumber.trim() ? { certificateNumber: form.certificateNumber.trim() } : {}),
      },
      {
        onSuccess: (item) => {
          setForm({ ...empty, productId: form.productId });
          toast({
            title: t('verification.items.registered'),
            description: t('verification.items.registeredBody', { serial: item.serialNumber }),
          });
        },
        onError: (e) =>
          setErrors(
            readApiError(e)?.code === 'conflict'
              ? { serialNumber: readApiError(e)?.message }
              : fieldErrors(e, t('verification.items.error.failed')),
          ),
      },
    );
  };

  const input = (key: keyof typeof empty, labelId: MessageId, extra: { optional?: boolean } = {}) => (
    <FormField id={`item-${key}`} label={t(labelId)} error={errors[key]}>
      <Input
        id={`item-${key}`}
        value={form[key]}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `item-${key}-error` : undefined}
        required={!extra.optional}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('verification.items.registerTitle')}</CardTitle>
        <CardDescription>{t('verification.items.registerDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField id="item-productId" label={t('verification.items.product')} error={errors.productId}>
            <NativeSelect
              id="item-productId"
              value={form.productId}
              onChange={set('productId')}
              aria-invalid={errors.productId ? true : undefined}
              aria-describedby={errors.productId ? 'item-productId-error' : undefined}
            >
              <option value="">{t('verification.items.chooseProduct')}</option>
              {active.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {input('serialNumber', 'verification.items.serial')}
          {input('refiner', 'verification.items.refiner')}
          {input('batch', 'verification.items.batch')}
          {input('year', 'verification.items.year')}
          {input('location', 'verification.items.location')}
          {input('facility', 'verification.items.facility')}
          {input('certifier', 'verification.items.certifier', { optional: true })}
          {input('certificateNumber', 'verification.items.certificateNumber', { optional: true })}
          {errors.form && (
            <p role="alert" className="text-sm text-red-400 sm:col-span-2 lg:col-span-3">
              {errors.form}
            </p>
          )}
          <div className="sm:col-span-2 lg:col-span-3">
            <Button type="submit" disabled={register.isPending}>
              {t(register.isPending ? 'verification.items.registering' : 'verification.items.register')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
