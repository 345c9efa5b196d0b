import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertKeys, type PriceAlert } from '@/features/settings/api/settings-keys';

/**
 * GET /api/alerts: the user's price alerts, newest first (active and fired). While one is active
 * the list is fetched again every 5 s: it fires on a price tick.
 */
export const alertsQueryOptions = () =>
  queryOptions<PriceAlert[]>({
    queryKey: alertKeys.all,
    refetchInterval: (query) => (query.state.data?.some((a) => a.status === 'active') ? 5000 : false),
  });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
