/** The one entry to translations and the language state (README.md beside this file). */
export {
  activateLocale,
  activeIntlLocale,
  activeLocale,
  ensureCatalogArea,
  i18n,
  type CatalogArea,
  type MessageId,
} from '@/i18n/i18n';
export {
  defaultLocale,
  htmlLangs,
  intlLocales,
  isLocale,
  localeNames,
  locales,
  matchLocale,
  prefixLocalePath,
  splitLocalePath,
  type Locale,
} from '@/i18n/locales';
export { LanguageProvider, T, useLocale, useT, type MessageValues, type Translate } from '@/i18n/react';
export { initialLocale, languageCookieValue, rememberLocale, storedLocale } from '@/i18n/storage';
