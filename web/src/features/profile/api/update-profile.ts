import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { apiRequest } from '@/lib/api-client';
import { authKeys, type User } from '@/lib/auth';

export type ProfileUpdate = components['schemas']['ProfileUpdateRequest'];

export const updateProfile = (body: ProfileUpdate) => apiRequest<User>('PATCH', '/api/auth/user', body);

/** PATCH /api/auth/user; the answer is the session user, so it replaces the cached one. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => client.setQueryData(authKeys.user, user),
  });
}
