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
  // Generous, as the server under test is the sanitized Debug build: they only bound a failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    // DOM snapshots but no screencast: the screencast's frames cost ~40% of the suite's time on a
    // 2-core machine (Chromium's GPU and browser processes encode them all the time).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
