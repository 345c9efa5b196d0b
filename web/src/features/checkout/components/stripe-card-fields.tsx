import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CreditCard } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { i18n, useT } from '@/i18n';
import { CheckoutInput } from '@/features/checkout/components/checkout-input';
import type { CheckoutValues } from '@/features/checkout/lib/checkout-schema';
import { loadStripe, type StripeCardElement, type StripeJs } from '@/features/checkout/lib/load-stripe';

export interface StripeCardHandle {
  /** Turns the card typed into Stripe's Card Element into a PaymentMethod id (pm_...). */
  createPaymentMethod(name: string): Promise<string>;
}

/** Stripe Elements' card field: the card number never touches this page's code or our server. */
export const StripeCardFields = forwardRef<
  StripeCardHandle,
  { form: UseFormReturn<CheckoutValues>; publishableKey: string }
>(function StripeCardFields({ form, publishableKey }, ref) {
  const t = useT();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<StripeJs | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey).then(
      (s) => {
        if (cancelled || !mountPoint.current) return;
        stripe.current = s;
        card.current = s.elements().create('card', { hidePostalCode: true });
        card.current.mount(mountPoint.current);
      },
      () => setError(i18n._('checkout.stripe.loadFailed')),
    );
    return () => {
      cancelled = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [publishableKey]);

  useImperativeHandle(ref, () => ({
    async createPaymentMethod(name: string) {
      if (!stripe.current || !card.current) throw new Error(i18n._('checkout.stripe.stillLoading'));
      const r = await stripe.current.createPaymentMethod({
        type: 'card',
        card: card.current,
        billing_details: { name },
      });
      if (!r.paymentMethod) throw new Error(r.error?.message ?? i18n._('checkout.stripe.unreadable'));
      return r.paymentMethod.id;
    },
  }));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard aria-hidden className="size-5 text-gold" />
          {t('checkout.card.title')}
        </CardTitle>
        <CardDescription>{t('checkout.stripe.note')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CheckoutInput form={form} name="cardName" label={t('checkout.card.name')} autoComplete="cc-name" />
        <div>
          <span className="text-sm font-medium text-stone-200">{t('checkout.stripe.card')}</span>
          <div
            ref={mountPoint}
            data-testid="stripe-card-element"
            className="mt-2 rounded-md border border-stone-700 bg-stone-900 px-3 py-3"
          />
          {error && (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
});
