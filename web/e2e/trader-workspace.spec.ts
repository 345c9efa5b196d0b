import type { Page } from '@playwright/test';
import {
  demo,
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  signInAdmin,
  test,
  uniqueEmail,
} from './support';

/** A 1×1 PNG (real magic bytes: the server checks them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const password = 'CorrectHorse2024!';
const usd = (value: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));

async function fillCheckout(page: Page) {
  await page.getByLabel('First Name').fill('Tess');
  await page.getByLabel('Last Name').fill('Buyer');
  await page.getByLabel('Address').fill('1 Main St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('ZIP Code').fill('10001');
  await page.getByLabel('Name on card').fill('Tess Buyer');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

test.describe('trader workspace', () => {
  test('a trader lists a product with a picture, a new client buys it, the trader sees order, revenue and client; an admin suspends the client', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const productName = `E2E Silver Round ${Date.now()}`;

    // The trader adds a product with an image from the dashboard's Add Inventory.
    await signIn(page, demo.trader.email, demo.trader.password);
    await expect(page.getByRole('heading', { name: 'Trading Dashboard' })).toBeVisible();
    const revenueBefore = (await (await page.request.get('/api/trader/analytics?range=7d')).json()) as {
      revenue: string;
    };
    await page.getByRole('link', { name: /Add Inventory/ }).click();
    await expect(page).toHaveURL(/\/inventory\?new=1$/);
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Product name').fill(productName);
    await dialog.getByLabel('Description').fill('One troy ounce of fine silver, struck for the e2e run.');
    await dialog.getByLabel('Metal').selectOption('silver');
    await dialog.getByLabel('Form', { exact: true }).selectOption('coin');
    await dialog.getByLabel('Weight', { exact: true }).fill('31.1034768');
    await dialog.getByRole('combobox', { name: 'Weight unit' }).selectOption('g');
    await dialog.getByLabel('Purity (parts per 10,000)').fill('9990');
    await expect(dialog.getByText('99.9% fine')).toBeVisible();
    await dialog.getByLabel('Premium over spot (USD)').fill('2.50');
    await dialog.getByLabel('Opening stock').fill('8');
    await dialog.getByLabel('Product image').setInputFiles({ name: 'round.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search by product name' }).fill(productName);
    const row = page.getByTestId('inventory-row').filter({ hasText: productName });
    await expect(row).toContainText('In Stock');
    await expect(row).toContainText('1 oz');
    // The uploaded picture, served by the product's own image route (not the metal's fallback).
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/products\/\d+\/image/);
    await expectAccessible(page);
    await screenshot(page, 'trader-inventory-desktop');

    // A new client buys it through the normal checkout.
    const clientContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const client = await clientContext.newPage();
    const email = uniqueEmail('buyer');
    const lastName = `Buyer${Date.now() % 100000}`;
    const registered = await client.request.post('/api/auth/register', {
      data: { role: 'client', firstName: 'Tess', lastName, email, password },
    });
    expect(registered.status()).toBe(201);
    // Registration signs the new client in (the context keeps the session cookie).
    await client.goto('/products');
    const add = client.getByRole('button', { name: `Add ${productName} to cart` });
    await add.click();
    await expect(client.getByText(`${productName} has been added to your cart.`, { exact: true })).toBeVisible();
    await client.goto('/cart');
    await client.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(client.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await fillCheckout(client);
    await client.getByRole('button', { name: 'Complete Purchase' }).click();
    await expect(client.getByText('Payment Successful', { exact: true })).toBeVisible();
    await expect(client).toHaveURL(/\/orders$/);
    const [order] = (await (await client.request.get('/api/orders')).json()) as { id: number }[];
    const detail = (await (await client.request.get(`/api/orders/${order.id}`)).json()) as { subtotal: string };

    // The trader sees the order, the revenue and the client.
    await page.goto('/orders');
    await expect(page.getByRole('button', { name: new RegExp(`^View order #?${order.id}$`) })).toBeVisible();

    const analytics = (await (await page.request.get('/api/trader/analytics?range=7d')).json()) as { revenue: string };
    expect(Math.round(Number(analytics.revenue) * 100) - Math.round(Number(revenueBefore.revenue) * 100)).toBe(
      Math.round(Number(detail.subtotal) * 100),
    );
    await page.goto('/analytics?range=7d');
    await expect(page.getByTestId('analytics-stat').filter({ hasText: 'Revenue' }).first()).toContainText(
      usd(analytics.revenue),
    );
    await screenshot(page, 'trader-analytics-desktop');

    await page.goto('/clients');
    const clientRow = page.getByTestId('client-row').filter({ hasText: email });
    await expect(clientRow).toBeVisible();
    await expect(clientRow).toContainText(`Tess ${lastName}`);
    await expect(clientRow).toContainText('New');

    // An admin suspends the client: the client's next navigation lands on /login.
    const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.goto('/users');
    await admin.getByLabel('Search').fill(email);
    await admin.getByRole('button', { name: `View Tess ${lastName}` }).click();
    const user = admin.getByRole('dialog', { name: `Tess ${lastName}` });
    await user.getByRole('button', { name: `Suspend Tess ${lastName}` }).click();
    const confirm = admin.getByRole('dialog', { name: `Suspend Tess ${lastName}?` });
    await confirm.getByLabel('Reason (optional)').fill('e2e: trader workspace');
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expect(user.getByRole('button', { name: `Reactivate Tess ${lastName}` })).toBeVisible();

    await client.goto('/orders');
    await expect(client).toHaveURL(/\/login$/);
    await adminContext.close();
    await clientContext.close();
  });

  test('/inventory at 375 px: no sideways scroll, cards and filters stacked', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, demo.trader.email, demo.trader.password);
    await page.goto('/inventory');
    await expect(page.getByRole('heading', { name: 'Inventory Management' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Inventory summary' })).toBeVisible();
    await expect(page.getByTestId('inventory-row').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshot(page, 'trader-inventory-mobile');
  });
});
