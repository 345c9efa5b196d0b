/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import path from 'node:path';

const inlinable = /\/node_modules\/(lucide-react|class-variance-authority|clsx)\/|\/src\/features\/marketing\/(components|content|api)\//;

// Libraries every page needs (and the tiny Radix primitives and toast store shared by many),
// in one long-cached file rather than a handful of small ones.
const vendor =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/[^/]+|clsx|@radix-ui\/react-(slot|compose-refs|context|primitive))\/|\/src\/lib\/use-toast\.ts$/;

export default defineConfig({
  // lingui: compiles a message catalogue (src/i18n/catalogs) imported with `?lingui` into a JS chunk.
  plugins: [react(), tailwindcss(), lingui({ failOnMissing: true, failOnCompileError: true })],
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  build: {
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser Aurum supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Every request costs a round trip (HTTP/1.1, ~700 B of headers): fold the tiny shared
        // chunks of icons and marketing components into the pages that use them instead of
        // fetching 20+ files of a few hundred bytes for `/`. Only stateless modules are eligible.
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
  },
});
