import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CardInput, PaymentResult, ShippingAddress } from '@/lib/shop/types';

export interface ConfirmInput {
  clientSecret: string;
  /** The test processor's card form; with Stripe, `paymentMethodId` from Elements instead. */
  card?: CardInput;
  paymentMethodId?: string;
  shipping: ShippingAddress;
  idempotencyKey: string;
}

/** Pay the locked quote. 200 succeeded (with the order) or requires_action; 402 declined. */
export const confirmPayment = ({ idempotencyKey, ...body }: ConfirmInput) =>
  apiRequest<PaymentResult>('POST', '/api/checkout/confirm', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const useConfirmPayment = () => useMutation({ mutationFn: confirmPayment });
