import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PaymentIntent } from '@/lib/shop/types';

/** The buyer accepts a re-quote whose total went up. */
export const acceptQuote = (quoteId: number) =>
  apiRequest<PaymentIntent>('POST', '/api/checkout/accept-quote', { quoteId });

export const useAcceptQuote = () => useMutation({ mutationFn: acceptQuote });
