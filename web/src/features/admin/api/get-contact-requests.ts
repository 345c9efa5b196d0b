import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, queryString } from '@/features/admin/api/admin-keys';
import type { ContactRequest, ContactStatus } from '@/features/admin/api/types';

export const getContactRequests = (status: ContactStatus | '') =>
  apiRequest<ContactRequest[]>('GET', `/api/admin/contact-requests${queryString({ status })}`);

/** GET /api/admin/contact-requests?status=: the public contact form's messages, newest first. */
export const contactRequestsQueryOptions = (status: ContactStatus | '') =>
  queryOptions({ queryKey: adminKeys.contactRequestList(status), queryFn: () => getContactRequests(status) });

export function useContactRequests(status: ContactStatus | '') {
  return useQuery(contactRequestsQueryOptions(status));
}
