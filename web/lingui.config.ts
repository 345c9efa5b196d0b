import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

/**
 * Message catalogues (src/i18n/README.md): flat JSON, message id → ICU message, one file per
 * language in each area. English is the source. @lingui/vite-plugin compiles a catalogue when it
 * is imported with `?lingui`; scripts/check-i18n.mjs fails `make test` on a missing or extra key.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'zh'],
  fallbackLocales: false,
  format: formatter({ style: 'minimal' }),
  catalogs: [
    { path: '<rootDir>/src/i18n/catalogs/public/{locale}', include: [] },
    { path: '<rootDir>/src/i18n/catalogs/app/{locale}', include: [] },
    { path: '<rootDir>/src/i18n/catalogs/marketing/{locale}', include: [] },
    { path: '<rootDir>/src/i18n/catalogs/auth/{locale}', include: [] },
    { path: '<rootDir>/src/i18n/catalogs/assistant/{locale}', include: [] },
  ],
});
