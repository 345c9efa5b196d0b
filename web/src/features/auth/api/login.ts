import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { authKeys, type User } from '@/lib/auth';

export type LoginRequest = components['schemas']['LoginRequest'];

export function login(body: LoginRequest) {
  return apiRequest<User>('POST', '/api/auth/login', body);
}

/** Sign in; on success the session query holds the user, so guarded routes open at once. */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user, user);
    },
  });
}
