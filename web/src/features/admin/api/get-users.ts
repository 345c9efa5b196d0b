import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@/lib/auth';
import { adminKeys } from '@/features/admin/api/admin-keys';

/** GET /api/admin/users through the default query fn (key parts join into the path). */
export const usersQueryOptions = () => queryOptions<User[]>({ queryKey: adminKeys.users() });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
