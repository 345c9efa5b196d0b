import { expect, menuLabels, screenshot, test } from './support';

test.describe('signed-in navigation', () => {
  test('the demo client sees the client menu', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await screenshot(page, 'login-desktop');
    await page.getByRole('link', { name: 'Demo Client Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
    expect(await menuLabels(page)).toEqual([
      'Dashboard',
      'Portfolio',
      'Trading',
      'Products',
      'Cart',
      'Orders',
      'Track & Verify',
      'Compliance',
      'Profile',
      'Settings',
    ]);
    await expect(page.getByTestId('role-badge')).toHaveText('Client');
    await screenshot(page, 'client-dashboard-desktop');

    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  });

  test('the demo trader sees the trader menu', async ({ page }) => {
    await page.goto('/login?role=gold_trader');
    await expect(page.getByRole('tab', { name: 'Gold Trader' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'Demo Trader Login' }).click();
    await expect(page.getByRole('heading', { name: 'Trading Dashboard' })).toBeVisible();
    expect(await menuLabels(page)).toEqual([
      'Dashboard',
      'Trading',
      'Inventory',
      'Orders',
      'Analytics',
      'Clients',
      'Verification',
      'Compliance',
      'Company',
      'Settings',
    ]);
    await expect(page.getByTestId('role-badge')).toHaveText('Gold Trader');
    await screenshot(page, 'trader-dashboard-desktop');
  });

  test('logging out returns to the homepage and closes the session', async ({ page }) => {
    await page.goto('/api/demo-login/client');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sidebar collapses to icons on desktop', async ({ page }) => {
    await page.goto('/api/demo-login/client');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    await screenshot(page, 'client-dashboard-collapsed-desktop');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByTestId('role-badge')).toBeVisible();
  });
});

test.describe('guards and unknown paths', () => {
  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await screenshot(page, 'not-found-desktop');
  });

  test('a signed-out visit to /orders lands on /login', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('/compliance opens without signing in', async ({ page }) => {
    await page.goto('/compliance');
    await expect(page).toHaveURL(/\/compliance$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
