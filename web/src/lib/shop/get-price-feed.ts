import { useQuery } from '@tanstack/react-query';
import { priceFeedKeys } from '@/lib/shop/keys';

interface RealTimePrice {
  symbol: string;
  simulated?: boolean;
}

const anySimulated = (rows: RealTimePrice[] | null) => Array.isArray(rows) && rows.some((r) => r.simulated === true);

/**
 * Whether the server's spot feed is simulated (GET /api/real-time-prices items carry
 * `simulated`). Uses the default query fn on the shared key, so it shares the cache with the
 * live price panels.
 */
export function useSimulatedFeed(): boolean {
  const { data } = useQuery<RealTimePrice[] | null, Error, boolean>({
    queryKey: priceFeedKeys.realTime,
    select: anySimulated,
  });
  return data ?? false;
}
