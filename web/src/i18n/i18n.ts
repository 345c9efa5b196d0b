import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, htmlLangs, intlLocales, type Locale } from '@/i18n/locales';
import { rememberLocale } from '@/i18n/storage';
import type appEn from '@/i18n/catalogs/app/en.json';
import type assistantEn from '@/i18n/catalogs/assistant/en.json';
import type authEn from '@/i18n/catalogs/auth/en.json';
import type marketingEn from '@/i18n/catalogs/marketing/en.json';
import type publicEn from '@/i18n/catalogs/public/en.json';

export { i18n };

/**
 * Catalogues are split in two areas, each with one file per language:
 * - `public`: public and auth pages, layouts, shared components, lib (loaded before the first render);
 * - `app`: the signed-in feature pages (loaded with the first signed-in page, see `appPage`);
 * - `marketing`: the public pages beyond the landing page (metal, compliance, investor, crypto,
 *   Sharjah, trader registration), loaded with them (`marketingPage`), so the landing page's
 *   first load stays small;
 * - `auth`: the sign-in and sign-up forms (`auth.*`), loaded with the login, register and trader
 *   registration pages. The signed-in shell's menu and role names are in `app`, loaded with it;
 * - `assistant`: the assistant's answers (lib/provenance/assistant.ts), loaded when the landing page's or
 *   /traceability's assistant is first used.
 * A visitor downloads only the active language's files; each is a separate chunk compiled at build
 * time by @lingui/vite-plugin, so the runtime never parses ICU messages.
 */
export type CatalogArea = 'public' | 'app' | 'marketing' | 'auth' | 'assistant';

/** Every message id: a key of the English catalogues (a typo or a removed key fails `tsc`). */
export type MessageId =
  | keyof typeof publicEn
  | keyof typeof appEn
  | keyof typeof marketingEn
  | keyof typeof authEn
  | keyof typeof assistantEn;

type CatalogModule = { messages: Messages };
type Loader = () => Promise<CatalogModule>;

const loaders: Record<CatalogArea, Record<Locale, Loader>> = {
  public: {
    en: () => import('./catalogs/public/en.json?lingui'),
    es: () => import('./catalogs/public/es.json?lingui'),
    fr: () => import('./catalogs/public/fr.json?lingui'),
    de: () => import('./catalogs/public/de.json?lingui'),
    zh: () => import('./catalogs/public/zh.json?lingui'),
  },
  app: {
    en: () => import('./catalogs/app/en.json?lingui'),
    es: () => import('./catalogs/app/es.json?lingui'),
    fr: () => import('./catalogs/app/fr.json?lingui'),
    de: () => import('./catalogs/app/de.json?lingui'),
    zh: () => import('./catalogs/app/zh.json?lingui'),
  },
  auth: {
    en: () => import('./catalogs/auth/en.json?lingui'),
    es: () => import('./catalogs/auth/es.json?lingui'),
    fr: () => import('./catalogs/auth/fr.json?lingui'),
    de: () => import('./catalogs/auth/de.json?lingui'),
    zh: () => import('./catalogs/auth/zh.json?lingui'),
  },
  assistant: {
    en: () => import('./catalogs/assistant/en.json?lingui'),
    es: () => import('./catalogs/assistant/es.json?lingui'),
    fr: () => import('./catalogs/assistant/fr.json?lingui'),
    de: () => import('./catalogs/assistant/de.json?lingui'),
    zh: () => import('./catalogs/assistant/zh.json?lingui'),
  },
  marketing: {
    en: () => import('./catalogs/marketing/en.json?lingui'),
    es: () => import('./catalogs/marketing/es.json?lingui'),
    fr: () => import('./catalogs/marketing/fr.json?lingui'),
    de: () => import('./catalogs/marketing/de.json?lingui'),
    zh: () => import('./catalogs/marketing/zh.json?lingui'),
  },
};

const loaded = new Map<string, Promise<void>>();
const wantedAreas = new Set<CatalogArea>(['public']);
/** The language being (or last) activated: areas requested meanwhile load in it. */
let targetLocale: Locale | undefined;

function loadCatalog(locale: Locale, area: CatalogArea): Promise<void> {
  const key = `${area}:${locale}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loaders[area][locale]().then((module) => i18n.load(locale, module.messages));
    pending.catch(() => loaded.delete(key)); // a failed download is retried next time
    loaded.set(key, pending);
  }
  return pending;
}

/** The active language (English until `activateLocale` has run). */
export function activeLocale(): Locale {
  return (i18n.locale as Locale | undefined) || defaultLocale;
}

/** The `Intl` locale tag of the active language ("de-DE", "zh-CN"). */
export function activeIntlLocale(): string {
  return intlLocales[activeLocale()];
}

/**
 * Load the language's catalogues (the `public` area and every area already in use) and make it
 * active: components re-render in it, `<html lang>` follows. Without `remember: false` the
 * choice is also stored (localStorage + the `aurum_lang` cookie the server reads).
 */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  targetLocale = locale;
  // An area a page asks for while this runs (a page chunk preloaded alongside) is loaded too.
  for (let areas: CatalogArea[] = []; areas.length !== wantedAreas.size;) {
    areas = [...wantedAreas];
    await Promise.all(areas.map((area) => loadCatalog(locale, area)));
  }
  i18n.activate(locale, [intlLocales[locale]]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = htmlLangs[locale];
    if (options.remember ?? true) rememberLocale(locale);
  }
}

/** Load a catalogue area for the active language (and for every later switch). */
export function ensureCatalogArea(area: CatalogArea): Promise<void> {
  wantedAreas.add(area);
  return loadCatalog(targetLocale ?? activeLocale(), area);
}
