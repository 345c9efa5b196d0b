import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// A private results directory per run (outside the repo), shared with workers through the
// environment, so concurrent runs never delete each other's traces.
const outputDir = (process.env.AURUM_E2E_OUTPUT_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-e2e-results-')));

/**
 * End-to-end tests against the real `aurum` binary serving web/dist (see e2e/global-setup.ts).
 * Uses Debian's Chromium; never downloads a browser.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
