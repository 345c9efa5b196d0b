import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PaymentIntent } from '@/lib/shop/types';

/**
 * POST /api/create-payment-intent: the server prices the cart, locks the prices for 10 minutes
 * and reserves the stock. No amount is sent. The Idempotency-Key makes a retry (or React's
 * double effect in development) return the first answer.
 */
export const createPaymentIntent = (idempotencyKey: string) =>
  apiRequest<PaymentIntent>(
    'POST',
    '/api/create-payment-intent',
    {},
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

export const useCreatePaymentIntent = () =>
  useMutation({ mutationFn: (idempotencyKey: string) => createPaymentIntent(idempotencyKey) });
