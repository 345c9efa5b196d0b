import { test as base, expect, type Page } from '@playwright/test';

/** Tests get the server's address from global setup (it picks a free port at run time). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

export const demo = {
  client: { email: 'demo.client@aurum.example', password: 'DemoClient2024!' },
  trader: { email: 'demo.trader@aurum.example', password: 'DemoTrader2024!' },
  admin: { email: 'admin@aurum.example', password: 'DemoAdmin2024!' },
};

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.example`;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Labels of the side-menu links, in order. */
export async function menuLabels(page: Page) {
  return mainMenu(page).getByRole('link').allInnerTexts();
}

/** The page must not scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/aurum-shots/${name}.png`, fullPage: true, animations: 'disabled' });
}
