import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { adminKeys, queryString } from '@/features/admin/api/admin-keys';
import type { UserFilters } from '@/features/admin/api/types';

export const getUsers = (filters: UserFilters) =>
  apiRequest<User[]>(
    'GET',
    `/api/admin/users${queryString({ q: filters.q?.trim(), role: filters.role, status: filters.status })}`,
  );

/** GET /api/admin/users?q=&role=&status=: accounts matching the filters. */
export const usersQueryOptions = (filters: UserFilters = {}) =>
  queryOptions({
    queryKey: adminKeys.userList(filters),
    queryFn: () => getUsers(filters),
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UserFilters = {}) {
  return useQuery(usersQueryOptions(filters));
}
