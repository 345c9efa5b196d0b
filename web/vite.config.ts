/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import os from 'node:os';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPaths } from './src/config/prerender.ts';

// Modules that may be copied into each chunk that uses them (see `codeSplitting` below): stateless
// ones only, since each copy would have its own module state. Icons and the marketing components;
// the signed-in pages' small UI pieces, formatters of fixed tables, query keys and query options
// (their cache lives in the one QueryClient, not in the module). Not: lib/format (display
// preferences and their listeners), the price socket, the API client, auth, i18n.
const inlinable = new RegExp(
  [
    String.raw`/node_modules/(lucide-react|class-variance-authority|clsx)/`,
    String.raw`/src/features/marketing/(components|content|api)/`,
    String.raw`/src/components/(ui/(badge|button|card|spinner|label|input)|money-note|page-header|page-state|product-image|order-status-badge|kyc-status-badge|market/(simulated-badge|stale-badge|price-feed-badge))\.tsx$`,
    String.raw`/src/lib/(metals|money|compliance-labels|compliance|shop/(keys|get-[^/]+)|market/(get-[^/]+|market-keys|stale|metal-name|price-direction))\.ts$`,
    String.raw`/src/features/[^/]+/api/(get-[^/]+|keys)\.ts$`,
  ].join('|'),
);

// Libraries every page needs (and the toast store), in one long-cached file rather than a handful
// of small ones. The Radix primitives stay with the signed-in UI that uses them: the landing page
// renders none, and they cost it about 1 KB of compressed JavaScript in the shared file.
const vendor =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/[^/]+|clsx)\/|\/src\/lib\/use-toast\.ts$/;

// The pre-rendered pages and the shell are written after `vite build` (scripts/prerender.mjs),
// so their precache revision is the build's, not a hash of their content.
const buildRevision = Date.now().toString(36);
const theme = '#0c0a09'; // --color-background in src/index.css

// Installable app and offline support (docs/pwa.md). The worker is src/app/pwa/sw.ts; the app
// registers it lazily (src/app/pwa/register-sw.ts), so nothing is injected into the page.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/app/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    id: '/',
    name: 'Aurum: precious metals, verified',
    short_name: 'Aurum',
    description: 'Buy, trade, track and verify precious metals.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme,
    background_color: theme,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,svg,png,webp,jpg,woff2}'],
    globIgnores: ['**/*.html', 'sw.js'],
    additionalManifestEntries: [...prerenderPaths, '/shell.html'].map((url) => ({ url, revision: buildRevision })),
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  // lingui: compiles a message catalogue (src/i18n/catalogs) imported with `?lingui` into a JS chunk.
  plugins: [react(), tailwindcss(), lingui({ failOnMissing: true, failOnCompileError: true }), pwa],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  build: {
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser Aurum supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // The chunk graph scripts/prerender.mjs names each page's code from (its modulepreload links).
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Every request costs a round trip (HTTP/1.1, ~700 B of headers): fold the tiny shared
        // chunks into the pages that use them instead of fetching 20+ files of a few hundred bytes
        // for `/`, and 32 for a phone's `/dashboard` (now 13). Only `inlinable` modules are eligible.
        codeSplitting: {
          groups: [{ name: 'vendor', test: vendor }],
          experimentalInlineCommonChunks: { maxSize: 12_000, exclude: (id: string) => !inlinable.test(id) },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine,
    // which ran the 87 files in ~240 s; a worker per core takes ~170 s. Each file still gets its
    // own jsdom and module graph (isolation on): shared-state runs failed on leaked storage/mocks.
    maxWorkers: os.availableParallelism(),
  },
});
