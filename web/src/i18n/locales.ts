/** The languages Aurum speaks. English is the source language of every catalogue. */
export const locales = ['en', 'es', 'fr', 'de', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language in its own name, as the language menu lists it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '简体中文',
};

/** The BCP 47 tag used for `Intl` formatting (Chinese is Simplified, formatted as zh-CN). */
export const intlLocales: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  zh: 'zh-CN',
};

/** The value of `<html lang>` for each language. */
export const htmlLangs: Record<Locale, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  zh: 'zh-CN',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The first supported language of a browser preference list (`navigator.languages` or the
 * tags of an Accept-Language header): "es-MX" → es, "zh-Hans-CN" → zh. Falls back to English.
 */
export function matchLocale(preferences: readonly string[] | undefined): Locale {
  for (const tag of preferences ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}

/**
 * The language prefix of a URL path: "/es/gold" → { locale: 'es', path: '/gold' }, "/fr" and
 * "/fr/" → { locale: 'fr', path: '/' }. English pages have no prefix ("/gold" → locale null).
 */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && match[1] !== defaultLocale && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' };
  return { locale: null, path: pathname };
}

/** The URL of a public page in a language: ('/gold', 'es') → "/es/gold", ('/', 'de') → "/de/", English unprefixed. */
export function prefixLocalePath(path: string, locale: Locale): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}
