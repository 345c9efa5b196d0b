import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test, uniqueEmail } from './support';

const password = 'CorrectHorse2024!';

/** A new client, so the run's demo accounts keep their settings. */
async function registerClient(page: Page) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Sett');
  await page.getByLabel('Last name').fill('Ings');
  await page.getByLabel('Email').fill(uniqueEmail('settings'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Client Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * From the document's first frame until the app is up: whether <html> was dark and its accent,
 * once per animation frame (what a visitor could have seen painted).
 */
async function recordFrames(page: Page) {
  // A string: the e2e project has no DOM types, and this runs in the page before its own scripts.
  await page.addInitScript(`
    window.__frames = [];
    const tick = () => {
      const root = document.documentElement;
      if (root && document.body) window.__frames.push({ dark: root.classList.contains('dark'), accent: root.dataset.accent });
      if (!root || !root.hasAttribute('data-app-ready') || window.__frames.length < 5) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  `);
}

type Frame = { dark: boolean; accent?: string };
const framesOf = (page: Page) => page.evaluate<Frame[]>('window.__frames');

test.describe('settings', () => {
  test('dark theme and accent are applied at once and survive a reload without a flash', async ({ page }) => {
    await registerClient(page);
    await page.goto('/settings?tab=appearance');
    // A new account's theme is light (spec default), applied as soon as the settings arrive.
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await screenshot(page, 'settings-appearance-light');

    // The radios are visually hidden inside their tiles; a click lands on the tile (the label).
    await page.getByRole('radio', { name: 'Dark' }).check({ force: true });
    await page.getByRole('radio', { name: 'Purple' }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings Saved').first()).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveAttribute('data-accent', 'purple');

    await recordFrames(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    const frames = await framesOf(page);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((f) => f.dark && f.accent === 'purple')).toBe(true);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await screenshot(page, 'settings-appearance-dark');

    // Back to light: the next load is light from its first frame too.
    await page.getByRole('radio', { name: 'Light' }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    expect((await framesOf(page)).every((f) => !f.dark)).toBe(true);
  });

  test('in the light theme an error toast and the cart notice keep their contrast', async ({ page }) => {
    await registerClient(page);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    // A cart under $1,000 shows the blue free-shipping notice (its text was light blue on light blue).
    const products = (await (await page.request.get('/api/products')).json()) as Array<{
      id: number;
      currentPrice: string;
      inStock: boolean;
    }>;
    const cheap = products.find((p) => p.inStock && Number(p.currentPrice) < 500)!;
    const headers = { Origin: new URL(page.url()).origin };
    expect(
      (await page.request.post('/api/cart/add', { data: { productId: cheap.id, quantity: 1 }, headers })).ok(),
    ).toBe(true);
    await page.goto('/cart');
    await expect(page.getByText('Free shipping on orders over $1,000')).toBeVisible();
    await expectAccessible(page);

    // A destructive toast (its text was near-white on pale red).
    await page.goto('/settings?tab=data');
    await page.getByTestId('import-file').setInputFiles({
      name: 'not-an-export.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello":1}'),
    });
    await expect(page.getByText('Import failed').first()).toBeVisible();
    await screenshot(page, 'settings-light-error-toast');
    await expectAccessible(page);
  });

  test('a price alert fires on the next tick: the bell count rises and the notification shows', async ({ page }) => {
    test.setTimeout(60_000);
    await registerClient(page);
    await page.goto('/settings?tab=notifications');
    await expect(page.getByRole('heading', { name: 'Price Alerts' })).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');

    const prices = (await (await page.request.get('/api/real-time-prices')).json()) as {
      symbol: string;
      price: number;
    }[];
    const gold = prices.find((p) => p.symbol === 'XAUUSD')!;
    const level = (Math.floor(gold.price * 0.99 * 100) / 100).toFixed(2);

    await page.getByLabel('Metal').selectOption('gold');
    await page.getByLabel('When the price').selectOption('above');
    await page.getByLabel('Price (USD per oz)').fill(level);
    await page.getByRole('button', { name: 'Create Alert' }).click();
    await expect(page.getByTestId('price-alert')).toHaveCount(1);

    // The simulated feed ticks every few seconds; the server fires the alert on one and pushes
    // the notification over the WebSocket.
    await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 30_000 });
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('price-alert')).toContainText('Fired at', { timeout: 10_000 });

    await page.getByTestId('notification-bell').click();
    const list = page.getByTestId('notification-list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await screenshot(page, 'settings-alert-notification');
    const grouped = Number(level).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(list).toContainText(`Gold above $${grouped}`);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    // The server renders the texts in the request's language: in French the list follows.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.getByTestId('notification-bell').click();
    // Amounts as French writes money: "2 026,65 $" (no-break spaces).
    const french = `${Number(level).toLocaleString('fr-FR', { minimumFractionDigits: 2 }).replace(/\s/g, '\u00a0')}\u00a0$`;
    await expect(page.getByTestId('notification-list')).toContainText(`Or au-dessus de ${french}`);
    await expect(page.getByTestId('notification-list')).toContainText(`(votre alerte : au-dessus de ${french}).`);
    await screenshot(page, 'settings-alert-notification-fr');
  });
});
