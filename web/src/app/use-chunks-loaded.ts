import { useEffect, useReducer } from 'react';

/** A lazily loaded component (app/pages.tsx `lazyPage`). */
type Loadable = { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * Whether these lazily loaded components (null: none) have their chunks in; the missing ones are
 * loaded, and the caller renders again once they are. Rendered only then, they mount without
 * suspending: a Suspense boundary that shows its fallback makes React hold back what it reveals
 * next for up to 300 ms (its reveal throttle), a third of a second on a cold start of a signed-in
 * page whose data was already in. A chunk that fails to load counts as loaded: the component then
 * suspends and throws, and its error boundary says so.
 */
export function useChunksLoaded(first: Loadable | null, second: Loadable | null): boolean {
  const [failed, fail] = useReducer(() => true, false);
  const [, loadedNow] = useReducer((n: number) => n + 1, 0);
  const loaded = (first?.isLoaded() ?? true) && (second?.isLoaded() ?? true);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    Promise.all([first?.preload(), second?.preload()]).then(
      () => live && loadedNow(),
      () => live && fail(),
    );
    return () => {
      live = false;
    };
  }, [loaded, first, second]);
  return loaded || failed;
}
