import { useSyncExternalStore } from 'react';
import { snapshotHeader } from '@/lib/pwa/sw-routes';

/**
 * When the prices on screen came from the service worker's stored snapshot (offline), the time
 * that snapshot was fetched; null while they come from the network.
 */
let snapshotAt: string | null = null;
const listeners = new Set<() => void>();

/** Record where a price response came from (called by the price fetchers). */
export function notePriceResponse(res: Response) {
  const at = res.headers.get(snapshotHeader);
  if (at === snapshotAt) return;
  snapshotAt = at;
  listeners.forEach((l) => l());
}

export function usePriceSnapshotAt(): string | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => snapshotAt,
    () => null,
  );
}
