import { Fragment, useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';
import { PageLoading } from '@/app/page-loading';
import { useSettingsSync } from '@/features/settings/lib/use-settings-sync';
import { displayPreferences, subscribeDisplayPreferences } from '@/lib/format';

/**
 * The signed-in user's preferences, applied app-wide: loads the settings document and applies
 * it (appearance on <html>, language, display preferences; features/settings/lib), and re-renders
 * the signed-in tree when the date format, time zone or currency change, so every date and price
 * formatted during render follows (as a language switch does). It wraps the signed-in layout
 * rather than the root (app/providers.tsx): signed out there is nothing to apply, and the landing
 * page's first download stays within its budget (docs/web-performance.md).
 *
 * The tree is first rendered once the settings are applied (with the defaults if they cannot be
 * loaded). Rendered before, it was remounted when they arrived, a few milliseconds after the page
 * showed: what had been typed into it by then (a serial number, a search) was thrown away.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const settings = useSettingsSync();
  const prefs = useSyncExternalStore(subscribeDisplayPreferences, displayPreferences, () => null);
  const ready = prefs !== null || settings.isError;
  // The first render of the tree (the shell and the page, the longest render of a signed-in load)
  // is deferred: React renders it in the background, in slices that yield to the browser, instead
  // of in one task, which a phone's CPU made 250-400 ms long (Lighthouse's total blocking time).
  // The update that makes the settings known is synchronous (an external store); the deferred
  // value follows it in a render of its own. Already known at mount: shown at once.
  const shown = useDeferredValue(ready);
  if (!ready || !shown) return <PageLoading />;
  const key = prefs ? `${prefs.currency}|${prefs.dateFormat}|${prefs.timezone}` : 'default';
  return <Fragment key={key}>{children}</Fragment>;
}
