import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/admin-keys';
import type { ContactRequest, ContactStatus } from '@/features/admin/api/types';

export const updateContactRequest = ({ id, status }: { id: number; status: ContactStatus }) =>
  apiRequest<ContactRequest>('PATCH', `/api/admin/contact-requests/${id}`, { status });

/** Mark a contact request new, answered or closed (audited on the server). */
export function useUpdateContactRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContactRequest,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.contactRequests() }),
  });
}
