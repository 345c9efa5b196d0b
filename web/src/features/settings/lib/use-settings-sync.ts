import { useEffect } from 'react';
import { useSettings } from '@/features/settings/api/get-settings';
import { applySettings } from '@/features/settings/lib/apply-settings';
import { applyAppearance } from '@/lib/appearance';

/**
 * Signed-in layout: load the settings document and apply it app-wide whenever it changes (a save
 * replaces the cached document). Sign-out (app/use-logout.ts) drops the display preferences; the
 * appearance stays as last saved in this browser. Not undone on unmount: the preferences provider
 * remounts this layout when they change. Returns the settings query (the provider waits for it).
 */
export function useSettingsSync() {
  const settings = useSettings();
  const { data } = settings;
  useEffect(() => {
    if (data) applySettings(data);
  }, [data]);

  // "system" follows the operating system while the page is open.
  const theme = data?.appearance.theme;
  useEffect(() => {
    if (theme !== 'system' || !data || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyAppearance(data.appearance);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme, data]);
  return settings;
}
