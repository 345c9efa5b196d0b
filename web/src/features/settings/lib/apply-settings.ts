import { activateLocale, activeLocale } from '@/i18n';
import { applyAppearance, rememberAppearance } from '@/lib/appearance';
import { displayPreferencesFrom } from '@/lib/preferred-date';
import { setDisplayPreferences } from '@/lib/format';
import type { Settings } from '@/lib/preferences';

/**
 * Make a settings document the app's state: appearance on <html> (and remembered for the next
 * load's public/appearance.js), date format, time zone and currency for formatting, and the
 * language (signed in, the saved setting wins over the browser's choice).
 */
export function applySettings(settings: Settings): void {
  applyAppearance(settings.appearance);
  rememberAppearance(settings.appearance);
  setDisplayPreferences(displayPreferencesFrom(settings.general));
  const { language } = settings.general;
  if (language !== activeLocale()) {
    void activateLocale(language).catch((error: unknown) => console.error('Could not load the language', error));
  }
}
