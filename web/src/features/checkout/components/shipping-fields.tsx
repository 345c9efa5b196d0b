import type { UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { CheckoutInput } from '@/features/checkout/components/checkout-input';
import type { CheckoutValues } from '@/features/checkout/lib/checkout-schema';

export function ShippingFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('checkout.shipping.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <CheckoutInput form={form} name="firstName" label={t('checkout.field.firstName')} autoComplete="given-name" />
        <CheckoutInput form={form} name="lastName" label={t('checkout.field.lastName')} autoComplete="family-name" />
        <CheckoutInput
          form={form}
          name="address"
          label={t('checkout.field.address')}
          autoComplete="street-address"
          className="sm:col-span-2"
        />
        <CheckoutInput form={form} name="city" label={t('checkout.field.city')} autoComplete="address-level2" />
        <CheckoutInput form={form} name="state" label={t('checkout.field.state')} autoComplete="address-level1" />
        <CheckoutInput
          form={form}
          name="zipCode"
          label={t('checkout.field.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <CheckoutInput
          form={form}
          name="country"
          label={t('checkout.field.country')}
          autoComplete="country"
          maxLength={2}
        />
      </CardContent>
    </Card>
  );
}
