import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TotpSetup } from '@/lib/security/security-keys';

export const setupTotp = () => apiRequest<TotpSetup>('POST', '/api/auth/mfa/totp/setup');

/** Start enrolment: a new secret and its QR code (replaces an unconfirmed one). */
export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
