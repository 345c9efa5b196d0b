import { useSyncExternalStore } from 'react';

/** Set by register-sw.ts when a new service worker is waiting: calling it activates it and reloads. */
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function setWaitingUpdate(apply: (() => Promise<void>) | null) {
  applyUpdate = apply;
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The pending update's apply function, or null when none is waiting. */
export function useWaitingUpdate() {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
}
