import { queryOptions, useQuery } from '@tanstack/react-query';
import { complianceKeys, type TradingLimits } from '@/lib/compliance';

/** GET /api/compliance/limits through the default query fn. */
export const tradingLimitsQueryOptions = () => queryOptions<TradingLimits>({ queryKey: complianceKeys.limits() });

export function useTradingLimits() {
  return useQuery(tradingLimitsQueryOptions());
}
