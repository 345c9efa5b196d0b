import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from './support';

/** Every page a signed-out visitor can open; each is pre-rendered at build time (web/scripts/prerender.mjs). */
const publicPaths = [
  '/',
  '/login',
  '/register',
  '/trader-registration',
  '/compliance',
  '/sharjah',
  '/investor',
  '/gold',
  '/silver',
  '/platinum',
  '/palladium',
];

// e2e is type-checked without the DOM library, so in-page code is passed as strings.
async function headingLevels(page: Page) {
  return page.evaluate<number[]>(
    `[...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((el) => el.getClientRects().length > 0).map((el) => Number(el.tagName[1]))`,
  );
}

const focusedElement = `(() => {
  const el = document.activeElement;
  if (!el) return null;
  const style = getComputedStyle(el);
  return { text: el.innerText.trim(), ring: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' };
})()`;

test.describe('public pages: quality bars', () => {
  for (const width of [360, 768, 1440]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const path of publicPaths) {
        test(`${path} has no horizontal scroll`, async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoHorizontalOverflow(page);
        });
      }
    });
  }

  // /login and /register are rendered on the client (their tab depends on ?role=).
  for (const path of publicPaths.filter((p) => p !== '/login' && p !== '/register')) {
    test(`${path} is served pre-rendered, hydrates without errors, has ordered headings and passes axe`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toMatch(/<h1[\s>]/);
      // Its first frame waits until the whole hero is parsed (scripts/prerender.mjs): never half a hero.
      expect(html).toMatch(/<link rel="expect" href="#hero" blocking="render"[^>]*>[\s\S]*<section id="hero"/);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // CSP script-src 'self': no inline scripts

      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
          problems.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      expect(problems, 'console errors while hydrating').toEqual([]);

      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i += 1) {
        expect(levels[i] - levels[i - 1], `heading ${i} (h${levels[i]}) after h${levels[i - 1]}`).toBeLessThanOrEqual(
          1,
        );
      }

      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('/robots.txt is a robots file, not the app', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/plain');
    const robots = await res.text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /dashboard');
    // The Sitemap line must be an absolute URL. This build did not know its public origin
    // (AURUM_PUBLIC_ORIGIN at build time); the server does (a demo on loopback: localhost and its
    // port) and names the sitemap there.
    const port = new URL(process.env.E2E_BASE_URL ?? '').port;
    expect(robots).toMatch(new RegExp(`^Sitemap: http://localhost:${port}/sitemap\\.xml$`, 'm'));
  });

  test('/sitemap.xml lists the public pages in every language, as XML', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    // ~21 KB of XML: sent precompressed like the app's other text files, never as-is.
    expect(res.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(res.headers()['vary']).toContain('Accept-Encoding');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    // Absolute, as the protocol requires: the server completes a sitemap built without its origin.
    const origin = `http://localhost:${new URL(process.env.E2E_BASE_URL ?? '').port}`;
    expect(xml).not.toMatch(/<loc>\//);
    expect(xml).not.toMatch(/ href="\//);
    for (const path of ['/', '/login', '/register', '/trader-registration', '/sharjah', '/investor', '/compliance']) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    for (const path of ['/gold', '/silver', '/platinum', '/palladium', '/es/gold', '/zh/', '/fr/register']) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).not.toContain('/dashboard');
  });

  test('the hydrated landing page responds: the mobile menu opens after a cold load', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('Tab reaches the top-bar links, Sign In and the hero buttons in order, each with a visible focus ring', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const expected = [
      'About',
      'Scanner',
      'Traceability',
      'Contact',
      'Sign In',
      'Start Trading Today',
      'Gold Trader Login',
      'Demo Client Access',
      'Demo Trader Access',
    ];
    const reached: string[] = [];
    for (let i = 0; i < 20 && reached.length < expected.length; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate<{ text: string; ring: boolean } | null>(focusedElement);
      if (focused && expected.includes(focused.text)) {
        expect(focused.ring, `${focused.text} shows a focus ring`).toBe(true);
        reached.push(focused.text);
      }
    }
    expect(reached).toEqual(expected);
  });
});
