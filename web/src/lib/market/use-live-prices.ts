import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealTimePrices } from '@/lib/market/get-real-time-prices';
import { liveFeedFor, type FeedStatus } from '@/lib/market/live-feed';
import type { RealTimePrice } from '@/lib/market/types';

export interface LivePrices {
  prices: RealTimePrice[] | undefined;
  isLoading: boolean;
  isError: boolean;
  status: FeedStatus;
  /** True when any shown price comes from the simulated feed. */
  simulated: boolean;
}

/**
 * Real-time prices kept live: the first render fetches GET /api/real-time-prices, then the shared
 * WebSocket (or 1 s polling while it is down) writes each tick into the same query.
 */
export function useLivePrices(): LivePrices {
  const client = useQueryClient();
  const feed = liveFeedFor(client);
  useEffect(() => feed.subscribe(), [feed]);
  const status = useSyncExternalStore(feed.onStatusChange, feed.getStatus);
  const { data, isLoading, isError } = useRealTimePrices();
  return {
    prices: data,
    isLoading,
    isError: isError && !data,
    status,
    simulated: data?.some((p) => p.simulated) ?? false,
  };
}
