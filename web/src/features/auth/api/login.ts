import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { authKeys, type User } from '@/lib/auth';

export type LoginRequest = components['schemas']['LoginRequest'];
export type MfaChallenge = components['schemas']['MfaChallenge'];
export type LoginResponse = User | MfaChallenge;

/** The password was right but the account has a second factor: no session yet. */
export function isMfaChallenge(response: LoginResponse): response is MfaChallenge {
  return (response as MfaChallenge).mfaRequired === true;
}

export function login(body: LoginRequest) {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', body);
}

/**
 * Sign in; on success the session query holds the user, so guarded routes open at once. With a
 * second factor the answer is an MfaChallenge and the caller asks for it (verify-mfa.ts).
 */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if (!isMfaChallenge(response)) queryClient.setQueryData(authKeys.user, response);
    },
  });
}
