import { useLayoutEffect, useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Lock, ShoppingCart } from 'lucide-react';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { useSimulatedFeed } from '@/lib/market/get-real-time-prices';
import { cn } from '@/lib/utils';
import { AuthenticateDialog } from '@/features/checkout/components/authenticate-dialog';
import { CardFields } from '@/features/checkout/components/card-fields';
import { StripeCardFields, type StripeCardHandle } from '@/features/checkout/components/stripe-card-fields';
import { CheckoutSummary } from '@/features/checkout/components/checkout-summary';
import { ComplianceNotice } from '@/features/checkout/components/compliance-notice';
import { QuoteCountdown } from '@/features/checkout/components/quote-countdown';
import { RequoteNotice } from '@/features/checkout/components/requote-notice';
import { ShippingFields } from '@/features/checkout/components/shipping-fields';
import {
  checkoutDefaults,
  checkoutSchema,
  stripeCheckoutSchema,
  type CheckoutValues,
} from '@/features/checkout/lib/checkout-schema';
import { useCheckoutIntent } from '@/features/checkout/lib/use-checkout-intent';
import { useCheckoutPrefill } from '@/features/checkout/lib/use-checkout-prefill';
import { usePayment } from '@/features/checkout/lib/use-payment';
import { PageHeader } from '@/components/page-header';

function CenteredCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-3 p-10 text-center">
      <ShoppingCart aria-hidden className="size-12 text-gold" />
      <h1 className="text-xl font-semibold text-white">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </Card>
  );
}

export default function CheckoutPage() {
  const t = useT();
  const { state, requote, acceptNewTotal, requoting, accepting } = useCheckoutIntent();
  const stripe = state.kind === 'ready' && state.intent.provider === 'stripe';
  // Read by the resolver at validation time: the provider is known only once the intent arrives.
  const stripeRef = useRef(stripe);
  useLayoutEffect(() => {
    stripeRef.current = stripe;
  }, [stripe]);
  const form = useForm<CheckoutValues>({
    // Stripe Elements validates the card itself; the schema then checks shipping and the name only.
    resolver: (values, context, options) =>
      stripeRef.current
        ? zodResolver(stripeCheckoutSchema as unknown as typeof checkoutSchema)(values, context, options)
        : zodResolver(checkoutSchema)(values, context, options),
    defaultValues: checkoutDefaults,
    mode: 'onTouched',
  });
  useCheckoutPrefill(form);
  const stripeCard = useRef<StripeCardHandle>(null);
  const payment = usePayment(form, requote);
  const simulated = useSimulatedFeed();

  if (state.kind === 'loading') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label={t('checkout.loading')} />
      </div>
    );
  }
  if (state.kind === 'empty-cart') {
    return (
      <CenteredCard title={t('checkout.empty.title')} text={t('checkout.empty.body')}>
        <Button asChild className="mt-2">
          <Link to="/products">{t('checkout.browseProducts')}</Link>
        </Button>
      </CenteredCard>
    );
  }
  if (state.kind === 'refused') {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <PageHeader title={t('checkout.title')} subtitle={t('checkout.subtitle')} />
        <ComplianceNotice refusal={state.refusal} />
        <RetryActions onRetry={requote} retrying={requoting} />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <CenteredCard title={t('checkout.unavailable')} text={state.message}>
        <RetryActions onRetry={requote} retrying={requoting} className="mt-2 justify-center" />
      </CenteredCard>
    );
  }

  const { intent } = state;
  const blocked = intent.requiresAcceptance || requoting || accepting;
  // An event handler: the card element's ref is read only when the form is submitted.
  const onSubmit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit((values) =>
      payment.pay(
        intent.clientSecret,
        values,
        stripe ? () => stripeCard.current!.createPaymentMethod(values.cardName.trim()) : undefined,
      ),
    )(event);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('checkout.title')}
        subtitle={t('checkout.subtitle')}
        actions={
          (intent.testMode || simulated) && (
            <>
              {simulated && <SimulatedBadge />}
              {intent.testMode && <Badge variant="warning">{t('checkout.testMode')}</Badge>}
            </>
          )
        }
      />

      <div className="mt-4 flex flex-col gap-3">
        <QuoteCountdown expiresAt={intent.expiresAt} onExpire={requote} />
        <RequoteNotice intent={intent} accepting={accepting} onAccept={() => acceptNewTotal(intent.quoteId)} />
        {payment.refusal && <ComplianceNotice refusal={payment.refusal} />}
      </div>

      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ShippingFields form={form} />
          {stripe ? (
            <StripeCardFields ref={stripeCard} form={form} publishableKey={intent.publishableKey ?? ''} />
          ) : (
            <CardFields form={form} testMode={intent.testMode} />
          )}
        </div>
        <CheckoutSummary intent={intent}>
          <Button type="submit" size="lg" className="w-full" disabled={payment.processing || blocked}>
            {payment.processing ? (
              <>
                <LoaderCircle aria-hidden className="animate-spin" />
                {t('checkout.processing')}
              </>
            ) : (
              <>
                <Lock aria-hidden />
                {t('checkout.complete')}
              </>
            )}
          </Button>
          <Button asChild variant="ghost" className="w-full">
            <Link to="/cart">{t('checkout.backToCart')}</Link>
          </Button>
        </CheckoutSummary>
      </form>

      <AuthenticateDialog
        open={payment.pendingAuth !== null}
        amount={payment.pendingAuth?.amount ?? intent.total}
        cardLabel={payment.pendingAuth?.cardLabel ?? t('checkout.pay.yourCard')}
        busy={payment.authenticating}
        onDecide={(approve) => void payment.decide(approve)}
      />
    </div>
  );
}

/** Try the quote again, or go back to the cart (a refused or failed checkout). */
function RetryActions({
  onRetry,
  retrying,
  className,
}: {
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button onClick={onRetry} disabled={retrying}>
        {t('checkout.tryAgain')}
      </Button>
      <Button asChild variant="outline">
        <Link to="/cart">{t('checkout.backToCart')}</Link>
      </Button>
    </div>
  );
}
