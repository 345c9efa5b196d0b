import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import i18nRules from './eslint/i18n-rules.mjs';

const root = import.meta.dirname;
const featuresDir = path.join(root, 'src/features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Shared entity code, one folder each under src/lib (the entity zone below). */
const entities = ['shop', 'market', 'provenance', 'security'];

/**
 * Architecture boundaries (ARCHITECTURE.md section 4): app → features → shared.
 * A feature imports only itself and shared code; shared code imports no feature or app code.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features must not import other features; move shared code to lib/, components/ or config/.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app layer.',
  },
  {
    target: ['./src/lib', './src/components', './src/config', './src/i18n'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or the app layer.',
  },
  // Entity zone: shared domain code (its types, keys, fetchers and rules) that several features use.
  // Entities sit above the generic helpers and below the shared UI: the generic helpers, the UI kit and
  // config never import an entity, an entity never imports UI or another entity.
  {
    target: ['./src/lib/*.{ts,tsx}', './src/components/ui', './src/config'],
    from: entities.map((entity) => `./src/lib/${entity}`),
    message:
      'Generic shared code (lib/*.ts, components/ui, config) must not import entity code (lib/shop, lib/market, lib/provenance).',
  },
  ...entities.map((entity) => ({
    target: `./src/lib/${entity}`,
    from: ['./src/components', ...entities.filter((other) => other !== entity).map((other) => `./src/lib/${other}`)],
    message:
      'An entity (lib/shop, lib/market, lib/provenance) imports only generic shared code: no UI, no other entity.',
  })),
];

/** Test fixtures and harnesses live in src/testing; only tests import them. */
const testingZone = {
  target: ['./src/lib', './src/components', './src/config', './src/features', './src/app'],
  from: './src/testing',
  message: 'Test fixtures (src/testing) are for tests only.',
};

/** Words that are the same in every language: the brand, units, currency codes. */
const untranslatable = ['Aurum', 'AURUM', 'USD', 'oz', 'g', 'kg'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', 'src/lib/api-types.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { [path.join(root, 'eslint/alias-resolver.cjs')]: {} },
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/test-setup.ts'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: [...boundaryZones, testingZone] }] },
  },
  {
    // Every user-visible string comes from the message catalogues (src/i18n/README.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/test-setup.ts'],
    plugins: { 'aurum-i18n': i18nRules },
    rules: { 'aurum-i18n/no-untranslated-text': ['error', { allow: untranslatable }] },
  },
  {
    files: ['*.config.{js,ts}', 'e2e/**/*.ts', 'eslint/**/*.{cjs,mjs}', 'scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use(...)`, which is not a React hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['eslint/**/*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
