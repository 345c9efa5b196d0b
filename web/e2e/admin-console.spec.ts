import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
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

/**
 * A new client buys one unit with the test card whose refunds are refused (4000 0000 0000 5126)
 * and cancels: a failed refund in the admin console's queue. Through the API, in its own context.
 */
async function failedRefund(page: Page) {
  const ctx = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
  const api = ctx.request;
  const headers = { Origin: new URL(process.env.E2E_BASE_URL!).origin };
  const email = uniqueEmail('refund');
  const res = await api.post('/api/auth/register', {
    data: {
      role: 'client',
      firstName: 'Rhea',
      lastName: `Refund${Date.now() % 100000}`,
      email,
      password,
    },
    headers,
  });
  expect(res.status()).toBe(201);
  const products = (await (await api.get('/api/products?metalType=silver')).json()) as Array<{
    id: number;
    inventory: number;
  }>;
  const product = products.find((p) => p.inventory > 0)!;
  expect((await api.post('/api/cart/add', { data: { productId: product.id, quantity: 1 }, headers })).ok()).toBe(true);
  const intent = (await (await api.post('/api/create-payment-intent', { data: {}, headers })).json()) as {
    clientSecret: string;
  };
  const paid = await api.post('/api/checkout/confirm', {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4000 0000 0000 5126', expMonth: 12, expYear: 2035, cvc: '123', name: 'Rhea Refund' },
      shipping: {
        firstName: 'Rhea',
        lastName: 'Refund',
        address: '1 Main St',
        city: 'Boston',
        state: 'MA',
        zipCode: '02108',
        country: 'US',
      },
    },
    headers,
  });
  expect(paid.status()).toBe(200);
  const orderId = ((await paid.json()) as { order: { id: number } }).order.id;
  const cancelled = await api.post(`/api/orders/${orderId}/cancel`, { data: {}, headers });
  expect(((await cancelled.json()) as { refund: { status: string } }).refund.status).toBe('failed');
  await ctx.close();
  return { orderId, email };
}

test.describe('admin console', () => {
  test('dashboard, traders, users, audit, inbox and refunds', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const applicant = await newApplicant(page);
    const client = await newClient(page);
    const { orderId: refundOrder, email: refundBuyer } = await failedRefund(page);
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
    await expect(page.getByRole('link', { name: /Review refunds/ })).toHaveAttribute('href', '/refunds');
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

    // Refunds: the refused refund is in the open queue with its reason; retried, the card still
    // refuses it (a second attempt); then staff record the bank transfer that paid it back.
    await page.goto('/refunds');
    await expect(page.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('open');
    const refundRow = page.getByTestId('refund-row').filter({ hasText: `#${refundOrder}` });
    await expect(refundRow.getByText("The card's issuer did not accept the refund.")).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'admin-refunds');
    // On a phone each refund is a block: its reason and actions in view, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(refundRow.getByRole('button', { name: `Retry refund for order #${refundOrder}` })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-refunds-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await refundRow.getByRole('button', { name: `Retry refund for order #${refundOrder}` }).click();
    await page
      .getByRole('dialog', { name: `Retry the refund of order #${refundOrder}?` })
      .getByRole('button', { name: 'Retry refund' })
      .click();
    await expect(page.getByText('Refund failed again').first()).toBeVisible();
    await expect(refundRow.getByText('2 attempts')).toBeVisible();
    await refundRow
      .getByRole('button', { name: `Record order #${refundOrder}'s refund as paid back by bank transfer` })
      .click();
    const settle = page.getByRole('dialog', { name: `Record the refund of order #${refundOrder} as paid back?` });
    await settle.getByLabel(/Transfer reference/).fill('BT-E2E-0042');
    await screenshot(page, 'admin-refunds-settle');
    await settle.getByRole('button', { name: 'Record as paid back' }).click();
    await expect(page.getByText('Refund recorded as paid back').first()).toBeVisible();
    await expect(refundRow).toHaveCount(0);
    await page.getByLabel('Status').selectOption('settled');
    await expect(refundRow.getByText('Bank transfer BT-E2E-0042')).toBeVisible();

    // The buyer was told of the refusal, then of the transfer with its reference.
    const buyer = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const buyerPage = await buyer.newPage();
    await signIn(buyerPage, refundBuyer, password);
    await buyerPage.getByTestId('notification-bell').click();
    const notices = buyerPage.getByTestId('notification-list');
    await expect(notices.getByText(`Refund for order #${refundOrder} paid by bank transfer`)).toBeVisible();
    await expect(notices.getByText(/paid back to you by bank transfer \(reference BT-E2E-0042\)/)).toBeVisible();
    await expect(notices.getByText(`Refund for order #${refundOrder} could not be completed`)).toBeVisible();
    await screenshot(buyerPage, 'admin-refunds-buyer-notified');
    await buyer.close();

    // Phones: no sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/dashboard', '/users', '/traders', '/audit', '/inbox', '/refunds', '/orders']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });
});
