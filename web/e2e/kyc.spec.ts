import { expect, test, signInAdmin, uniqueEmail } from './support';

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
    await expect(client.getByTestId('kyc-status-badge').first()).toHaveText('Not Started');
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
    await signInAdmin(admin);
    await admin.goto('/kyc-review');
    await admin.getByRole('button', { name: new RegExp(email) }).click();
    await expect(admin.getByRole('img', { name: 'Passport (Government-issued ID)' })).toBeVisible();
    await admin.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Kay Wise is now verified.').first()).toBeVisible();

    await client.reload();
    await expect(client.getByTestId('kyc-status-badge').first()).toHaveText('Verified');
    await expect(client.getByRole('button', { name: 'Start Verification' })).toHaveCount(0);
    await expect(client.getByText('$250,000.00').first()).toBeVisible();

    // Verified, the larger limits apply: a purchase past the unverified $10,000 a day passes.
    const products = (await (await client.request.get('/api/products?metalType=gold')).json()) as Array<{
      id: number;
      currentPrice: string;
      inventory: number;
    }>;
    const pick = products
      .map((p) => ({ id: p.id, qty: Math.floor(10_000 / Number(p.currentPrice)) + 1, inventory: p.inventory }))
      .find((p) => p.inventory >= p.qty && p.qty <= 50);
    expect(pick).toBeTruthy();
    const headers = { Origin: new URL(client.url()).origin };
    const added = await client.request.post('/api/cart/add', {
      data: { productId: pick!.id, quantity: pick!.qty },
      headers,
    });
    expect(added.ok()).toBe(true);
    const intent = await client.request.post('/api/create-payment-intent', { data: {}, headers });
    expect(Number(((await intent.json()) as { total: string }).total)).toBeGreaterThan(10_000);
    expect(intent.status()).toBe(200);
  });
});
