import { demo, expect, mainMenu, screenshot, signIn, signInAdmin, test, uniqueEmail } from './support';

test.describe('accounts', () => {
  test('a new client signs up, signs out and signs back in', async ({ page }) => {
    const email = uniqueEmail('client');
    const password = 'CorrectHorse2024!';

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await screenshot(page, 'register-desktop');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Client Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
  });

  test('signing up twice with one email shows the error beside the field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Copy');
    await page.getByLabel('Last name').fill('Cat');
    await page.getByLabel('Email').fill(demo.client.email);
    await page.getByLabel('Password', { exact: true }).fill('CorrectHorse2024!');
    await page.getByLabel('Confirm password').fill('CorrectHorse2024!');
    await page.getByRole('button', { name: 'Create Client Account' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password is refused', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.client.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // exact: Radix also announces the toast in a live region ("Notification Sign in failed…").
    await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'login-error-desktop');
  });

  test('a trader applies and an administrator approves the account', async ({ page }) => {
    const email = uniqueEmail('trader');
    const password = 'CorrectHorse2024!';

    await page.goto('/register?role=gold_trader');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Company name').fill('Hopper Bullion');
    await page.getByLabel('Business email').fill(email);
    await page.getByLabel('Trading license number').fill('TL-123456');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Apply as Gold Trader' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    await screenshot(page, 'application-received-desktop');

    await signInAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'User Management' }).click();
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await screenshot(page, 'admin-users-desktop');

    await mainMenu(page).getByRole('link', { name: 'Traders' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await screenshot(page, 'admin-traders-desktop');
    // A pending application opens with its details and the decision buttons below the row.
    const approve = page.getByRole('button', { name: 'Approve Grace Hopper' });
    await approve.click();
    await expect(row.getByText('Active')).toBeVisible();
    await expect(approve).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject Grace Hopper' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Trading Dashboard' })).toBeVisible();
  });
});
