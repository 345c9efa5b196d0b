import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { i18n } from '@/i18n';
import { errorStatus, readApiError } from '@/lib/api-client';
import { invalidateAfterOrder } from '@/lib/shop/invalidate';
import type { PaymentResult } from '@/lib/shop/types';
import { toast } from '@/lib/use-toast';
import { useAuthenticatePayment } from '@/features/checkout/api/authenticate-payment';
import { useConfirmPayment } from '@/features/checkout/api/confirm-payment';
import { complianceRefusal, type ComplianceRefusal } from '@/features/checkout/lib/compliance-refusal';
import { formFieldFor, toCard, toShipping, type CheckoutValues } from '@/features/checkout/lib/checkout-schema';

export interface PendingAuth {
  paymentId: number;
  amount: string;
  cardLabel: string;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

/**
 * Confirm the payment, run the authentication step when the card asks for it, and report the
 * outcome with the spec's toasts. A decline or a closed quote asks the page for a new quote.
 */
export function usePayment(form: UseFormReturn<CheckoutValues>, onNeedsRequote: () => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirmPayment();
  const authenticate = useAuthenticatePayment();
  const [pendingAuth, setPendingAuth] = useState<PendingAuth | null>(null);
  const [refusal, setRefusal] = useState<ComplianceRefusal | null>(null);

  const succeed = async () => {
    toast({ title: i18n._('checkout.pay.success'), description: i18n._('checkout.pay.successBody') });
    await invalidateAfterOrder(client);
    navigate('/orders');
  };

  const fail = (error: unknown) => {
    const body = readApiError(error);
    const status = errorStatus(error);
    // A trading limit or a flagged account: the page explains it and what to do; no toast.
    const refused = complianceRefusal(error);
    if (refused) {
      setRefusal(refused);
      return;
    }
    toast({
      title: i18n._('checkout.pay.failed'),
      description: body?.message ?? i18n._('checkout.pay.failedBody'),
      variant: 'destructive',
    });
    const field = formFieldFor(body?.field);
    if (status === 400 && field) form.setError(field, { message: body?.message });
    // A decline closes the quote and a 409 means it expired or closed: price the cart again.
    if (status === 402 || status === 409 || status === 404) onNeedsRequote();
  };

  const handleResult = async (result: PaymentResult) => {
    if (result.status === 'requires_action' && result.payment.id !== undefined) {
      // Stripe: the bank's page opens first; the dialog then asks the server for the outcome.
      if (result.nextAction?.redirectUrl) window.open(result.nextAction.redirectUrl, '_blank', 'noopener');
      setPendingAuth({
        paymentId: result.payment.id,
        amount: result.payment.amount ?? '0.00',
        cardLabel:
          `${result.payment.brand ?? i18n._('checkout.pay.yourCard')} •••• ${result.payment.last4 ?? ''}`.trim(),
      });
      return;
    }
    await succeed();
  };

  /** `paymentMethod` (Stripe) makes the PaymentMethod from Elements; without it the card fields are sent. */
  const pay = async (clientSecret: string, values: CheckoutValues, paymentMethod?: () => Promise<string>) => {
    setRefusal(null);
    try {
      const method = paymentMethod ? { paymentMethodId: await paymentMethod() } : { card: toCard(values) };
      const result = await confirm.mutateAsync({
        clientSecret,
        ...method,
        shipping: toShipping(values),
        idempotencyKey: newKey(),
      });
      await handleResult(result);
    } catch (error) {
      fail(error);
    }
  };

  const decide = async (approve: boolean) => {
    if (!pendingAuth) return;
    try {
      const result = await authenticate.mutateAsync({ paymentId: pendingAuth.paymentId, approve });
      setPendingAuth(null);
      await handleResult(result);
    } catch (error) {
      setPendingAuth(null);
      fail(error);
    }
  };

  return {
    pay,
    decide,
    pendingAuth,
    refusal,
    processing: confirm.isPending || authenticate.isPending || pendingAuth !== null,
    authenticating: authenticate.isPending,
  };
}
