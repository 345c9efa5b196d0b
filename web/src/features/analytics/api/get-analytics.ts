import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { analyticsKeys, type AnalyticsRange, type TraderAnalytics } from '@/features/analytics/api/analytics-keys';

export const getAnalytics = (range: AnalyticsRange) =>
  apiRequest<TraderAnalytics>('GET', `/api/trader/analytics?range=${encodeURIComponent(range)}`);

/** Sales figures of one range; the previous range's figures stay on screen while the next loads. */
export const analyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.range(range),
    queryFn: () => getAnalytics(range),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useAnalytics = (range: AnalyticsRange) => useQuery(analyticsQueryOptions(range));
