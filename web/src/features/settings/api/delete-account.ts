import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AccountDeleteRequest } from '@/features/settings/api/settings-keys';

/** DELETE /api/account {password, code?}: 204 closes the account and ends every session. */
export const deleteAccount = (body: AccountDeleteRequest) => apiRequest<void>('DELETE', '/api/account', body);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
