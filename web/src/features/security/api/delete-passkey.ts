import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { securityKeys } from '@/lib/security/security-keys';

export const deletePasskey = (id: number) => apiRequest<void>('DELETE', `/api/auth/passkeys/${id}`);

export function useDeletePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePasskey,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: securityKeys.passkeys });
      void client.invalidateQueries({ queryKey: securityKeys.mfa });
    },
  });
}
