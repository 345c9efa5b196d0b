import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { getQueryFn } from '@/lib/query-client';

export type User = components['schemas']['User'];
export type Role = components['schemas']['Role'];

export const authKeys = {
  user: ['/api/auth/user'] as const,
};

export const authUserQueryOptions = queryOptions({
  queryKey: authKeys.user,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  retry: false,
});

/** The session: signed in when GET /api/auth/user returns a user; 401 means signed out. */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQueryOptions);
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading };
}
