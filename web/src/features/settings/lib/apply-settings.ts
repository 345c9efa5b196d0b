import { activateLocale, activeLocale } from '@/i18n';
import { applyAppearance, rememberAppearance } from '@/lib/appearance';
import { displayPreferencesFrom } from '@/lib/preferred-date';
import { setDisplayPreferences } from '@/lib/format';
import type { Settings } from '@/lib/preferences';

/** Counts the documents applied, so that one whose language loads late does not undo a newer one. */
let latest = 0;

/**
 * Make a settings document the app's state: appearance on <html> (and remembered for the next
 * load's public/appearance.js), date format, time zone and currency for formatting, and the
 * language (signed in, the saved setting wins over the browser's choice).
 *
 * The display preferences are set once the saved language is active: the signed-in tree is first
 * rendered when they are (app/preferences-provider.tsx), so a page loaded in another language is
 * not shown, typed into, then remounted in the saved one (LanguageProvider) and emptied.
 */
export function applySettings(settings: Settings): void {
  const applying = ++latest;
  applyAppearance(settings.appearance);
  rememberAppearance(settings.appearance);
  const display = displayPreferencesFrom(settings.general);
  const { language } = settings.general;
  if (language === activeLocale()) {
    setDisplayPreferences(display);
    return;
  }
  void activateLocale(language)
    .catch((error: unknown) => console.error('Could not load the language', error))
    .then(() => {
      // A document applied meanwhile (saved again before the language loaded) wins.
      if (applying === latest) setDisplayPreferences(display);
    });
}
