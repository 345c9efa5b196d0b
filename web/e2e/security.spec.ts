import type { Browser, Page } from '@playwright/test';
import { expect, test, totpCode, totpStep, uniqueEmail } from './support';

const password = 'CorrectHorse2024!';

/** A new client account, signed in (the register call sets the session cookie). */
async function newClient(page: Page, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await page.request.post('/api/auth/register', {
    data: { role: 'client', firstName, lastName: 'Tester', email, password },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  // Signing out of a page other than the dashboard ends on the sign-in page (the signed-out guard
  // of that route answers before the navigation to `/`).
  await expect(page).toHaveURL(/\/(login)?$/);
}

async function enterPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * A browser context on `localhost` (WebAuthn refuses IP addresses) with Chromium's virtual
 * authenticator: a platform authenticator with resident keys that verifies the user.
 */
async function withVirtualAuthenticator(browser: Browser) {
  const baseURL = process.env.E2E_BASE_URL!.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { context, page };
}

async function addPasskey(page: Page, name: string) {
  await page.goto('/settings?tab=security');
  await page.getByLabel('Passkey name').fill(name);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByText(name)).toBeVisible();
}

test.describe('account security', () => {
  test('a client turns on the authenticator app, then signs in with a code', async ({ page }) => {
    const email = await newClient(page, 'Tess');
    await page.goto('/settings?tab=security');
    await expect(page.getByText('Not enabled', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();

    // The server checks the code: a wrong one is refused with its message.
    const enableStep = totpStep();
    const wrong = String((Number(totpCode(secret, enableStep)) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify & Enable' }).click();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Verification code').fill(totpCode(secret, enableStep));
    await page.getByRole('button', { name: 'Verify & Enable' }).click();
    await expect(page.getByText('Multi-factor authentication has been successfully enabled').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await expect(page.getByText('Your account is protected with 2FA')).toBeVisible();
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

    await signOut(page);
    await enterPassword(page, email);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    // The enabling step is spent; the server also takes the next one.
    await page.getByLabel('Verification or recovery code').fill(totpCode(secret, enableStep + 1));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Tess' })).toBeVisible();

    await page.goto('/settings?tab=security');
    await page.getByRole('button', { name: 'View Login History' }).click();
    const history = page.getByRole('dialog', { name: 'Login History' });
    await expect(history.getByText('Authenticator app turned on')).toBeVisible();
    await expect(history.getByText('Second factor verified')).toBeVisible();
  });

  test('a client registers a passkey and signs in with it, without a password', async ({ browser }) => {
    const { context, page } = await withVirtualAuthenticator(browser);
    await newClient(page, 'Pia');
    await addPasskey(page, 'Virtual key');
    await expect(page.getByRole('list', { name: 'Passkeys' }).getByText('never used')).toBeVisible();
    await expect(page.getByText('Your account is protected with 2FA')).toBeVisible();

    await signOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Pia' })).toBeVisible();
    await context.close();
  });

  test('a passkey is the second factor after the password', async ({ browser }) => {
    const { context, page } = await withVirtualAuthenticator(browser);
    const email = await newClient(page, 'Quinn');
    await addPasskey(page, 'Second factor key');

    await signOut(page);
    await enterPassword(page, email);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.close();
  });

  test('a password change signs the other sessions out', async ({ page, browser }) => {
    const email = await newClient(page, 'Otto');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await enterPassword(otherPage, email);
    await expect(otherPage).toHaveURL(/\/dashboard$/);

    await page.goto('/settings?tab=security');
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('This device')).toHaveCount(1);

    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password', { exact: true }).fill('EvenBetterHorse2025!');
    await page.getByLabel('Confirm new password').fill('EvenBetterHorse2025!');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('1 other session was signed out.').first()).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    const res = await otherPage.request.get('/api/auth/user');
    expect(res.status()).toBe(401);
    await other.close();
  });
});
