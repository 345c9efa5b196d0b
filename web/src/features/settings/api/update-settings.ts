import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys, type Settings, type SettingsPatch } from '@/features/settings/api/settings-keys';

export const updateSettings = (patch: SettingsPatch) => apiRequest<Settings>('PUT', '/api/settings', patch);

/** PUT /api/settings (a merge); the answer is the whole document and replaces the cached one. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => client.setQueryData(settingsKeys.all, settings),
  });
}
