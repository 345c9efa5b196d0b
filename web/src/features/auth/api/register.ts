import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { authKeys } from '@/lib/auth';

export type RegisterRequest = components['schemas']['RegisterRequest'];
export type RegisterResponse = components['schemas']['RegisterResponse'];

export function register(body: RegisterRequest) {
  return apiRequest<RegisterResponse>('POST', '/api/auth/register', body);
}

/** Create an account. Clients come back signed in; traders wait for an administrator. */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user, signedIn }) => {
      if (signedIn) queryClient.setQueryData(authKeys.user, user);
    },
  });
}
