import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, screenshot, signInAdmin, test } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectTabsInsideBar(page: Page, count: number) {
  const bar = page.getByRole('tablist');
  await expect(bar.getByRole('tab')).toHaveCount(count);
  const outer = (await bar.boundingBox())!;
  for (const tab of await bar.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(32);
    expect(box.x).toBeGreaterThanOrEqual(outer.x);
    expect(box.y).toBeGreaterThanOrEqual(outer.y);
    expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width);
    expect(box.y + box.height).toBeLessThanOrEqual(outer.y + outer.height);
  }
}

test.describe('phone-sized screens (390 px)', () => {
  test('the signed-in layout fits and the menu drawer opens and closes', async ({ page }) => {
    await page.goto('/api/demo-login/client');
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'client-dashboard-mobile');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Track & Verify' })).toBeVisible();
    await screenshot(page, 'drawer-open-mobile');

    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Portfolio' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expectNoHorizontalOverflow(page);

    // Tab bars wrap on a phone: every tab is a full-height target inside the bar, none past its
    // edge (the settings' last two once sat past the right edge, reachable only by a sideways
    // scroll; a wrapped portfolio tab took its text's 20 px and spilled over the bar's border).
    await expectTabsInsideBar(page, 3);
    await page.goto('/settings');
    await expectTabsInsideBar(page, 6);
    await page.goto('/verification');
    await expectTabsInsideBar(page, 4);
    await expectNoHorizontalOverflow(page);
  });

  test('the sign-in and sign-up pages fit', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'login-mobile');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'register-mobile');
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'not-found-mobile');
  });

  test('the admin tables scroll inside their card', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/users');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-users-mobile');
  });
});
