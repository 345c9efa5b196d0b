import { isLocale, matchLocale, type Locale } from '@/i18n/locales';

/** localStorage key and cookie name of the visitor's language choice. */
export const languageStorageKey = 'aurum_lang';
export const languageCookie = 'aurum_lang';

/**
 * The cookie the server reads to answer `/` (and its messages) in the chosen language:
 * `aurum_lang=<en|es|fr|de|zh>; Path=/; Max-Age=31536000; SameSite=Lax`.
 */
export function languageCookieValue(locale: Locale): string {
  return `${languageCookie}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function readCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookie) return value;
  }
  return undefined;
}

function readLocalStorage(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(languageStorageKey);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

/** The language chosen before in this browser (localStorage, then the cookie), if any. */
export function storedLocale(): Locale | undefined {
  const stored = readLocalStorage() ?? readCookie();
  return isLocale(stored) ? stored : undefined;
}

/** The language of this visit: the stored choice, else the browser's preference list. */
export function initialLocale(): Locale {
  return storedLocale() ?? matchLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** Remember a choice in localStorage and in the cookie the server reads. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  document.cookie = languageCookieValue(locale);
}
