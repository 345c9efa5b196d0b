import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { alertKeys, type PriceAlert, type PriceAlertRequest } from '@/features/settings/api/settings-keys';

export const createAlert = (body: PriceAlertRequest) => apiRequest<PriceAlert>('POST', '/api/alerts', body);

/** POST /api/alerts; the list is refetched. */
export function useCreateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
