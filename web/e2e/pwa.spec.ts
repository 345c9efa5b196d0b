import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './support';

// e2e is type-checked without the DOM library, so in-page code is passed as strings.
const swReady = `navigator.serviceWorker.ready.then((r) => !!r.active)`;

test.describe('installable app and offline', () => {
  // The first install precaches the app (~110 files); on a busy 2-core machine that takes 15 s.
  test.slow();

  test('the manifest is linked and valid and Chromium reports no installability errors', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const res = await request.get('/manifest.webmanifest');
    expect(res.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Aurum', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of [
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
      '/icons/apple-touch-icon-180.png',
    ]) {
      expect((await request.get(icon)).headers()['content-type'], icon).toBe('image/png');
    }
    // Playwright's contexts are incognito, which alone makes an app not installable: ask a
    // browser with a real profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-pwa-profile-'));
    const launch = test.info().project.use.launchOptions ?? {};
    const browser = await chromium.launchPersistentContext(profile, {
      ...launch,
      headless: true,
      baseURL: test.info().project.use.baseURL,
    });
    try {
      const installPage = browser.pages()[0] ?? (await browser.newPage());
      await installPage.goto('/');
      expect(await installPage.evaluate<boolean>(swReady)).toBe(true);
      const cdp = await browser.newCDPSession(installPage);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the service worker registers and is revalidated on every load', async ({ page, request }) => {
    await page.goto('/gold');
    expect(await page.evaluate<boolean>(swReady)).toBe(true);
    const sw = await request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });

  test('after one visit the app opens offline with the offline banner', async ({ page, context }) => {
    await page.goto('/');
    expect(await page.evaluate<boolean>(swReady)).toBe(true);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();

    // A pre-rendered page never visited and a client-side route (the shell) open offline too.
    await page.goto('/silver');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/login');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.getByTestId('offline-banner')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
});
