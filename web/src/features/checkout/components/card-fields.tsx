import type { UseFormReturn } from 'react-hook-form';
import { CreditCard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { CheckoutInput } from '@/features/checkout/components/checkout-input';
import { formatCardNumber, TEST_CARDS } from '@/features/checkout/lib/card';
import type { CheckoutValues } from '@/features/checkout/lib/checkout-schema';

/** The built-in test processor's card form, with the test numbers listed. */
export function CardFields({ form, testMode }: { form: UseFormReturn<CheckoutValues>; testMode: boolean }) {
  const t = useT();
  const number = form.register('cardNumber');
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <CreditCard aria-hidden className="size-5 text-gold" />
            {t('checkout.card.title')}
          </CardTitle>
          {testMode && <Badge variant="warning">{t('checkout.testMode')}</Badge>}
        </div>
        {testMode && <CardDescription>{t('checkout.card.testNote')}</CardDescription>}
        {testMode && (
          <ul className="mt-1 grid gap-1 text-xs text-stone-300" aria-label={t('checkout.card.testCards')}>
            {TEST_CARDS.map((c) => (
              <li key={c.number}>
                <code className="rounded bg-stone-800 px-1.5 py-0.5 text-stone-100">{c.number}</code> {t(c.result)}
              </li>
            ))}
          </ul>
        )}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <CheckoutInput
          form={form}
          name="cardName"
          label={t('checkout.card.name')}
          autoComplete="cc-name"
          className="sm:col-span-2"
        />
        <CheckoutInput
          form={form}
          name="cardNumber"
          label={t('checkout.card.number')}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="4242 4242 4242 4242"
          className="sm:col-span-2"
          onChange={(e) => {
            e.target.value = formatCardNumber(e.target.value);
            void number.onChange(e);
          }}
        />
        <CheckoutInput
          form={form}
          name="cardExpiry"
          label={t('checkout.card.expiry')}
          autoComplete="cc-exp"
          placeholder="12/30"
        />
        <CheckoutInput
          form={form}
          name="cardCvc"
          label={t('checkout.card.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          placeholder="123"
        />
      </CardContent>
    </Card>
  );
}
