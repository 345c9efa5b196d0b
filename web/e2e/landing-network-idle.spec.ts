import type { Page, Request } from '@playwright/test';
import { demo, expect, test } from './support';

/**
 * Lighthouse and any "network idle" wait time out on a request left open (an unread response body
 * keeps it open in Chromium). Every signed-out public page must settle: no request pending once the
 * page is idle, within a bounded time.
 */
function trackRequests(page: Page) {
  const pending = new Set<Request>();
  const seen: string[] = [];
  page.on('request', (request) => {
    pending.add(request);
    seen.push(new URL(request.url()).pathname);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { pending: () => [...pending].map((r) => r.url()), seen };
}

/** The paths a page's HTML preloads (`<link rel="modulepreload">`), in order. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);

const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

test.describe('signed-out pages reach network idle', () => {
  // A first visit, as Lighthouse makes one: no service worker. Once the PWA's worker installs and
  // claims the page (timing-dependent), the route chunks it serves never report `requestfinished`
  // to Playwright and would read as requests left open (pwa.spec.ts tests the worker itself).
  test.use({ serviceWorkers: 'block' });

  for (const path of ['/', '/login', '/gold', '/compliance', '/dashboard']) {
    test(`${path} settles with no request left open`, async ({ page }) => {
      const requests = trackRequests(page);
      await page.goto(path, { waitUntil: 'networkidle', timeout: 20_000 });
      await appReady(page);
      await page.waitForLoadState('networkidle', { timeout: 10_000 });
      expect(requests.pending()).toEqual([]);
    });
  }

  test('the landing page asks for no session it cannot have: no 401, no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const requests = trackRequests(page);
    await page.goto('/', { waitUntil: 'networkidle', timeout: 20_000 });
    await appReady(page);
    expect(requests.seen).not.toContain('/api/auth/user');
    expect(errors).toEqual([]);
  });

  test('/dashboard signed out reads the 401 and lands on the sign-in page, settled', async ({ page }) => {
    const requests = trackRequests(page);
    const session = page.waitForResponse((r) => r.url().endsWith('/api/auth/user'));
    await page.goto('/dashboard');
    expect((await session).status()).toBe(401);
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle', { timeout: 10_000 });
    expect(requests.pending()).toEqual([]);
  });
});

test.describe('signed-out pages reach network idle with the service worker installed', () => {
  // A return visit: the PWA's worker has installed and serves the app's files. Playwright does not
  // report the end of requests a worker answers, so this waits for the page's own network idle,
  // which never comes while a request stays open (the 401's unread body did that), and checks the
  // worker was in control.
  test.slow(); // the worker's first install precaches the app

  for (const path of ['/', '/gold', '/dashboard']) {
    test(`${path} settles on a return visit`, async ({ page }) => {
      await page.goto('/');
      expect(await page.evaluate<boolean>('navigator.serviceWorker.ready.then((r) => !!r.active)')).toBe(true);
      await page.goto(path, { waitUntil: 'networkidle', timeout: 20_000 });
      await appReady(page);
      expect(await page.evaluate<boolean>('!!navigator.serviceWorker.controller')).toBe(true);
      await page.waitForLoadState('networkidle', { timeout: 10_000 });
      if (path === '/dashboard') await expect(page).toHaveURL(/\/login$/);
    });
  }
});

test.describe("the app's code named in the HTML", () => {
  // As above: a first visit, no service worker (it would serve the chunks itself).
  test.use({ serviceWorkers: 'block' });

  test('a page that is not pre-rendered preloads the app from its HTML; each file is fetched once', async ({
    page,
    request,
  }) => {
    // scripts/prerender.mjs (shell.html): main.tsx's chunk and its imports, beside the entry.
    const preloaded = preloadsOf(await (await request.get('/login')).text());
    expect(preloaded.some((path) => /^\/assets\/main-[\w-]+\.js$/.test(path))).toBe(true);
    // A pre-rendered page starts the app after its first paint: none there.
    expect(await (await request.get('/')).text()).not.toContain('data-app');
    expect(await (await request.get('/gold')).text()).not.toContain('data-app');

    const requests = trackRequests(page);
    await page.goto('/login', { waitUntil: 'networkidle', timeout: 20_000 });
    await appReady(page);
    // Used by the app's imports, not fetched a second time.
    for (const path of preloaded) expect(requests.seen.filter((seen) => seen === path)).toHaveLength(1);
  });

  test('a signed-in page opened cold preloads its own code from its HTML; each file is fetched once', async ({
    browser,
  }) => {
    const baseURL = process.env.E2E_BASE_URL;
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const login = await context.request.post('/api/auth/login', {
      data: demo.client,
      headers: { Origin: new URL(baseURL ?? '').origin },
    });
    expect(login.status()).toBe(200);
    // scripts/prerender.mjs: dist/dashboard/index.html, the shell with the layout's, the page data's
    // and the page's chunks, and the loading spinner in its root (shown from the first paint).
    const html = await (await context.request.get('/dashboard')).text();
    const preloaded = preloadsOf(html);
    for (const chunk of ['signed-in-shell', 'page-data', 'dashboard-route'])
      expect(preloaded.some((path) => path.startsWith(`/assets/${chunk}-`))).toBe(true);
    expect(html).toMatch(/<div id="root" aria-busy="true"><div [^>]*aria-hidden="true"><svg [^>]*animate-spin/);

    const page = await context.newPage();
    const requests = trackRequests(page);
    await page.goto('/dashboard', { waitUntil: 'networkidle', timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const path of preloaded) expect(requests.seen.filter((seen) => seen === path)).toHaveLength(1);
    // The app replaced the spinner and is no longer busy.
    await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', /.*/);
    await expect(page.locator('#root > div[aria-hidden="true"] > svg.animate-spin')).toHaveCount(0);
    await context.close();
  });
});

test.describe('landing hero dust', () => {
  const dust = (page: Page) => page.locator('#main-content section[aria-labelledby="page-title"] [data-motion]');

  test('moves while on screen, pauses when scrolled away, with both layers painted', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await expect(dust(page)).toHaveAttribute('data-motion', 'running');
    const layers = dust(page).locator('.dust-layer');
    await expect(layers).toHaveCount(2);
    for (const layer of await layers.all()) await expect(layer).toHaveCSS('animation-name', 'dust-rise');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(dust(page)).toHaveAttribute('data-motion', 'paused');
    await page.evaluate('window.scrollTo(0, 0)');
    await expect(dust(page)).toHaveAttribute('data-motion', 'running');
  });

  test('is a still frame under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await appReady(page);
    await expect(dust(page)).toHaveAttribute('data-motion', 'paused');
    const layer = dust(page).locator('.dust-layer').first();
    await expect(layer).toHaveCSS('animation-name', 'none');
    // Painted once, when the page is idle: the canvas then holds the still dust at the backdrop's size.
    await expect.poll(async () => Number(await layer.getAttribute('width'))).toBeGreaterThan(1);
    await expect.poll(async () => Number(await layer.getAttribute('height'))).toBeGreaterThan(1);
  });
});
