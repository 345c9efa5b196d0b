import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshot,
  signInAdmin,
  test,
  uniqueEmail,
} from './support';

const password = 'CorrectHorse2024!';

/** A new trader applicant (pending approval), registered through the API. */
async function newApplicant(page: Page) {
  const email = uniqueEmail('applicant');
  const res = await page.request.post('/api/auth/register', {
    data: {
      role: 'gold_trader',
      firstName: 'Petra',
      lastName: `Applicant${Date.now() % 100000}`,
      email,
      password,
      companyName: 'Petra Precious Metals',
      tradingLicense: `TL-${Date.now()}`,
      businessAddress: '5 Bullion Row, London',
      tradingVolume: '100k_500k',
      businessType: 'bullion_dealer',
      experience: '5_10',
    },
  });
  expect(res.status()).toBe(201);
  return { email, lastName: (await res.json()).user.lastName as string };
}

/** A new client, registered through the API in its own request context (no cookie kept on the page). */
async function newClient(page: Page) {
  const email = uniqueEmail('suspendee');
  const lastName = `Client${Date.now() % 100000}`;
  const ctx = page.context().request;
  const res = await ctx.post('/api/auth/register', {
    data: { role: 'client', firstName: 'Sue', lastName, email, password },
  });
  expect(res.status()).toBe(201);
  return { email, name: `Sue ${lastName}` };
}

test.describe('admin console', () => {
  test('dashboard, traders, users, audit and inbox', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const applicant = await newApplicant(page);
    const client = await newClient(page);
    const topic = `Storage question ${Date.now()}`;
    const contact = await page.request.post('/api/contact-requests', {
      data: { name: 'Sam Buyer', email: uniqueEmail('contact'), topic, message: 'Do you store bars in Zurich vaults?' },
    });
    expect(contact.status()).toBeLessThan(300);
    await page.context().clearCookies();

    await signInAdmin(page);

    // Dashboard: the admin's own figures.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Pending trader applications')).toBeVisible();
    await expect(page.getByRole('link', { name: /Review applications/ })).toHaveAttribute('href', '/traders');
    await expect(page.getByRole('heading', { name: 'Users by role' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Price feed' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-dashboard');

    // Traders: the demo trader is listed; reject the new applicant with a reason.
    await page.goto('/traders');
    await expect(page.getByText('demo.trader@aurum.example')).toBeVisible();
    await page.getByRole('button', { name: `Reject Petra ${applicant.lastName}` }).click();
    const reject = page.getByRole('dialog');
    await reject.getByLabel('Reason for the applicant (required)').fill('Licence could not be verified');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject).toBeHidden();
    const row = page.getByTestId('trader-row').filter({ hasText: applicant.email });
    await expect(row.getByText('Rejected')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-traders');

    // The applicant's sign-in shows the reason.
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const applicantPage = await other.newPage();
    await applicantPage.goto('/login');
    await applicantPage.getByLabel('Email').fill(applicant.email);
    await applicantPage.getByLabel('Password', { exact: true }).fill(password);
    await applicantPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(applicantPage.getByText(/Licence could not be verified/).first()).toBeVisible();
    await other.close();

    // Users: find the new client, suspend, then reactivate.
    await page.goto('/users');
    await page.getByLabel('Search').fill(client.email);
    await page.getByRole('button', { name: `View ${client.name}` }).click();
    const detail = page.getByRole('dialog', { name: client.name });
    await detail.getByRole('button', { name: `Suspend ${client.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend ${client.name}?` });
    await confirm.getByLabel('Reason (optional)').fill('e2e check');
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expect(detail.getByRole('button', { name: `Reactivate ${client.name}` })).toBeVisible();
    await detail.getByRole('button', { name: `Reactivate ${client.name}` }).click();
    await page
      .getByRole('dialog', { name: `Reactivate ${client.name}?` })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expect(detail.getByRole('button', { name: `Suspend ${client.name}` })).toBeVisible();
    // Closed with its close button and checked once gone: axe measures contrast on what is painted,
    // and under the fading overlay the destructive button measured too dark.
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'admin-users');

    // Audit: the actions above are recorded.
    await page.goto('/audit');
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /reject/i }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /suspend/i }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /reactivate/i }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-audit');

    // Inbox: mark the contact request answered.
    await page.goto('/inbox');
    const card = page.getByTestId('contact-request').filter({ hasText: topic });
    await card.getByRole('button', { name: 'Read message' }).click();
    await expect(card.getByText('Do you store bars in Zurich vaults?')).toBeVisible();
    await card.getByLabel('Status').selectOption('answered');
    await expect(page.getByText('Status updated').first()).toBeVisible();
    await page.getByLabel('Status', { exact: true }).first().selectOption('answered');
    await expect(page.getByTestId('contact-request').filter({ hasText: topic })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-inbox');

    // Phones: no sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/dashboard', '/users', '/traders', '/audit', '/inbox', '/orders']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });
});
