import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@/i18n';
import { errorStatus, readApiError } from '@/lib/api-client';
import type { PaymentIntent } from '@/lib/shop/types';
import { toast } from '@/lib/use-toast';
import { useAcceptQuote } from '@/features/checkout/api/accept-quote';
import { useCreatePaymentIntent } from '@/features/checkout/api/create-payment-intent';
import { complianceRefusal, type ComplianceRefusal } from '@/features/checkout/lib/compliance-refusal';

export type IntentState =
  | { kind: 'loading' }
  | { kind: 'empty-cart' }
  | { kind: 'failed'; message: string }
  | { kind: 'refused'; refusal: ComplianceRefusal }
  | { kind: 'ready'; intent: PaymentIntent };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The payment intent for this page visit. Created once on load with an Idempotency-Key made
 * once per visit (so a re-render or React's double effect gets the same answer); `requote`
 * asks again with a fresh key after the quote expired or a payment closed it.
 */
export function useCheckoutIntent() {
  const create = useCreatePaymentIntent();
  const accept = useAcceptQuote();
  const [state, setState] = useState<IntentState>({ kind: 'loading' });
  const [key, setKey] = useState(newKey);
  const requested = useRef<string | null>(null);
  const { mutateAsync } = create;

  useEffect(() => {
    if (requested.current === key) return;
    requested.current = key;
    mutateAsync(key).then(
      (intent) => setState({ kind: 'ready', intent }),
      (error: unknown) => {
        const body = readApiError(error);
        if (errorStatus(error) === 400 && body?.field === 'cart') {
          setState({ kind: 'empty-cart' });
          return;
        }
        const refusal = complianceRefusal(error);
        if (refusal) {
          setState({ kind: 'refused', refusal });
          return;
        }
        toast({
          title: i18n._('checkout.error'),
          description: i18n._('checkout.intent.failedToast'),
          variant: 'destructive',
        });
        setState({ kind: 'failed', message: body?.message ?? i18n._('checkout.intent.failed') });
      },
    );
  }, [key, mutateAsync]);

  /** Ask for a new quote (current prices); keeps showing the old one until it arrives. */
  const requote = useCallback(() => setKey(newKey()), []);

  const acceptNewTotal = useCallback(
    async (quoteId: number) => {
      try {
        const intent = await accept.mutateAsync(quoteId);
        setState({ kind: 'ready', intent });
      } catch (error) {
        toast({
          title: i18n._('checkout.error'),
          description: readApiError(error)?.message ?? i18n._('checkout.intent.acceptFailed'),
          variant: 'destructive',
        });
        requote();
      }
    },
    [accept, requote],
  );

  return { state, requote, acceptNewTotal, requoting: create.isPending, accepting: accept.isPending };
}
