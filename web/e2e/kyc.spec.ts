import { expect, test, demo, signIn, uniqueEmail } from './support';

// A 1×1 transparent PNG: the server checks the magic bytes, so the file must be a real PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('identity verification', () => {
  test('a client uploads a PNG, an administrator approves it and the badge reads Verified', async ({ browser }) => {
    const email = uniqueEmail('kyc');
    const password = 'CorrectHorse2024!';

    const client = await browser.newPage();
    await client.goto('/register');
    await client.getByLabel('First name').fill('Kay');
    await client.getByLabel('Last name').fill('Wise');
    await client.getByLabel('Email').fill(email);
    await client.getByLabel('Password', { exact: true }).fill(password);
    await client.getByLabel('Confirm password').fill(password);
    await client.getByRole('button', { name: 'Create Client Account' }).click();
    await expect(client).toHaveURL(/\/dashboard$/);

    await client.goto('/profile?tab=compliance');
    await expect(client.getByTestId('kyc-status-badge')).toHaveText('Not Started');
    await client.getByRole('button', { name: 'Start Verification' }).click();
    await client.getByRole('button', { name: 'Continue' }).click();
    await client.getByLabel('Document Type').selectOption('passport');
    await client
      .getByLabel('Document File')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
    await client.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(client.getByRole('heading', { name: 'Under Review' })).toBeVisible();
    await client.getByRole('button', { name: 'Done' }).click();
    await expect(client.getByTestId('kyc-status-badge').first()).toHaveText('Pending');

    const admin = await browser.newPage();
    await signIn(admin, demo.admin.email, demo.admin.password);
    await admin.goto('/kyc-review');
    await admin.getByRole('button', { name: new RegExp(email) }).click();
    await expect(admin.getByRole('img', { name: 'Passport (Government-issued ID)' })).toBeVisible();
    await admin.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Kay Wise is now verified.')).toBeVisible();

    await client.reload();
    await expect(client.getByTestId('kyc-status-badge').first()).toHaveText('Verified');
    await expect(client.getByRole('button', { name: 'Start Verification' })).toHaveCount(0);
  });
});
