import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAuth } from '@/lib/auth';
import { useOrder } from '@/lib/shop/get-order';
import { useOrders } from '@/lib/shop/get-orders';
import { shippingFields, type CheckoutValues } from '@/features/checkout/lib/checkout-schema';

/**
 * Starts the checkout form where the buyer's newest order went (the order list is newest first),
 * else with their own name; the card with their name. A field they have typed in is kept.
 */
export function useCheckoutPrefill(form: UseFormReturn<CheckoutValues>) {
  const { user } = useAuth();
  const newest = useOrders().data?.[0]?.id ?? null;
  const lastAddress = useOrder(newest).data?.shippingAddress;
  useEffect(() => {
    const start: Partial<Record<keyof CheckoutValues, string>> = {};
    if (user) {
      start.firstName = user.firstName;
      start.lastName = user.lastName;
      start.cardName = `${user.firstName} ${user.lastName}`.trim();
    }
    if (lastAddress) {
      for (const field of shippingFields) start[field] = lastAddress[field];
    }
    for (const [field, value] of Object.entries(start) as [keyof CheckoutValues, string | undefined][]) {
      if (value && !form.getFieldState(field).isDirty) form.setValue(field, value);
    }
  }, [user, lastAddress, form]);
}
