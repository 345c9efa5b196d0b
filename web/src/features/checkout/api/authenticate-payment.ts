import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PaymentResult } from '@/lib/shop/types';

/** Approve or deny the 3-D Secure-like step. Denying answers 402 and releases the stock. */
export const authenticatePayment = ({ paymentId, approve }: { paymentId: number; approve: boolean }) =>
  apiRequest<PaymentResult>('POST', `/api/payments/${paymentId}/authenticate`, { approve });

export const useAuthenticatePayment = () => useMutation({ mutationFn: authenticatePayment });
