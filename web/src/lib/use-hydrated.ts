import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in pre-rendered markup and while it hydrates, true once React owns the page. A form on a
 * pre-rendered page keeps its submit button disabled until then: submitted natively, it would
 * reload the page and put the fields (a password among them) in the URL.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
