import type { UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckoutInput } from '@/features/checkout/components/checkout-input';
import type { CheckoutValues } from '@/features/checkout/lib/checkout-schema';

export function ShippingFields({ form }: { form: UseFormReturn<CheckoutValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shipping Address</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <CheckoutInput form={form} name="firstName" label="First Name" autoComplete="given-name" />
        <CheckoutInput form={form} name="lastName" label="Last Name" autoComplete="family-name" />
        <CheckoutInput form={form} name="address" label="Address" autoComplete="street-address" className="sm:col-span-2" />
        <CheckoutInput form={form} name="city" label="City" autoComplete="address-level2" />
        <CheckoutInput form={form} name="state" label="State" autoComplete="address-level1" />
        <CheckoutInput form={form} name="zipCode" label="ZIP Code" autoComplete="postal-code" inputMode="numeric" />
        <CheckoutInput form={form} name="country" label="Country" autoComplete="country" maxLength={2} />
      </CardContent>
    </Card>
  );
}
