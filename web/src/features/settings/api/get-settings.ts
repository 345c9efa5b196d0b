import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsKeys, type Settings } from '@/features/settings/api/settings-keys';

/** GET /api/settings: the whole document, defaults filled in. */
export const settingsQueryOptions = () => queryOptions<Settings>({ queryKey: settingsKeys.all });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
