import { expect, expectNoHorizontalOverflow, screenshot, signInAdmin, test } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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

    // The portfolio's three tabs wrap onto two rows here: each stays a full-height target inside
    // the bar (a wrapped tab once took its text's height and spilled over the bar's border).
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveCount(3);
    const bar = (await tabs.boundingBox())!;
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(32);
      expect(box.y).toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
    }
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
