import type { Page } from '@playwright/test';
import { demo, expect, expectAccessible, screenshot, signIn, test, uniqueEmail } from './support';

const password = 'CorrectHorse2024!';
const usd = (value: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));

async function fillCheckout(page: Page) {
  await page.getByLabel('First Name').fill('Cleo');
  await page.getByLabel('Last Name').fill('Client');
  await page.getByLabel('Address').fill('1 Main St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('ZIP Code').fill('10001');
  await page.getByLabel('Name on card').fill('Cleo Client');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

interface MineProduct {
  id: number;
  name: string;
  inventory: number;
  active?: boolean;
}

test.describe('trader clients, analytics and offers', () => {
  test('analytics range, client search and filter, invite, message, and an offer the client accepts at its locked price', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);

    // Analytics: the range lives in the URL and the figures load for it.
    await signIn(page, demo.trader.email, demo.trader.password);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('30d');
    await expect(page.getByTestId('analytics-stat').first()).toContainText('Revenue');
    const week = page.waitForResponse((r) => r.url().includes('/api/trader/analytics?range=7d') && r.ok());
    await page.getByRole('combobox', { name: 'Time range' }).selectOption('7d');
    await expect(page).toHaveURL(/\/analytics\?range=7d$/);
    const figures = (await (await week).json()) as { revenue: string };
    await expect(page.getByTestId('analytics-stat').first()).toContainText(usd(figures.revenue));
    await expectAccessible(page);

    // A new client buys one of the demo trader's products.
    const products = (await (await page.request.get('/api/products/mine?status=active')).json()) as MineProduct[];
    const product = products.find((p) => p.active !== false && p.inventory >= 5)!;
    expect(product).toBeTruthy();
    const clientContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const client = await clientContext.newPage();
    const email = uniqueEmail('offer.client');
    const lastName = `Client${Date.now() % 100000}`;
    const name = `Cleo ${lastName}`;
    const registered = await client.request.post('/api/auth/register', {
      data: { role: 'client', firstName: 'Cleo', lastName, email, password },
    });
    expect(registered.status()).toBe(201);
    const me = (await (await client.request.get('/api/auth/user')).json()) as { id: number };
    await client.goto('/products');
    await client.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    await expect(client.getByText(`${product.name} has been added to your cart.`, { exact: true })).toBeVisible();
    await client.goto('/checkout');
    await expect(client.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await fillCheckout(client);
    await client.getByRole('button', { name: 'Complete Purchase' }).click();
    await expect(client.getByText('Payment Successful', { exact: true })).toBeVisible();

    // Clients: search and status filter.
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Client Management' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search clients by name or e-mail' }).fill(lastName);
    const row = page.getByTestId('client-row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText(name);
    await expect(row).toContainText('New');
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    const filter = page.getByRole('combobox', { name: 'Filter by status' });
    await filter.selectOption('inactive');
    await expect(page.getByText('No matching clients')).toBeVisible();
    await filter.selectOption('new');
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'trader-clients-desktop');

    // View: the client's orders with this trader.
    await row.getByRole('button', { name: `View orders of ${name}` }).click();
    const orders = page.getByRole('dialog', { name: `Orders of ${name}` });
    await expect(orders.getByTestId('client-order')).toHaveCount(1);
    await orders.getByRole('button', { name: 'Close' }).click();

    // Contact: a message to the client's notification centre.
    await row.getByRole('button', { name: `Contact ${name}` }).click();
    const contact = page.getByRole('dialog', { name: `Message to ${name}` });
    await contact.getByLabel('Message').fill('Thank you for your order. Your bar ships tomorrow.');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
    await expect(contact).toBeHidden();
    const notes = (await (await client.request.get('/api/notifications')).json()) as { items: { body?: string }[] };
    expect(JSON.stringify(notes.items)).toContain('Your bar ships tomorrow.');

    // Add Client: an invitation, listed as pending; the same address again is "already invited".
    const invited = uniqueEmail('invitee');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await expect(page).toHaveURL(/invite=1/);
    const invite = page.getByRole('dialog', { name: 'Add Client' });
    await invite.getByLabel('E-mail address').fill(invited);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
    await expect(invite.getByTestId('invite').filter({ hasText: invited })).toContainText('Pending');
    await invite.getByLabel('E-mail address').fill(invited);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('This e-mail address has already been invited.')).toBeVisible();
    await invite.getByRole('button', { name: 'Close' }).click();

    // Create Order: an offer of two units for that client, prices locked now.
    await page.getByRole('button', { name: 'Create Order' }).click();
    const offerDialog = page.getByRole('dialog', { name: 'Create Order' });
    await offerDialog.getByLabel('Client', { exact: true }).selectOption(String(me.id));
    await offerDialog.getByLabel('Product', { exact: true }).selectOption(String(product.id));
    await offerDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await offerDialog.getByRole('spinbutton', { name: `Quantity of ${product.name}` }).fill('2');
    await offerDialog.getByLabel('Note to the client (optional)').fill('Your reserved bars');
    await offerDialog.getByRole('button', { name: 'Create offer' }).click();
    const created = page.getByRole('dialog', { name: new RegExp(`^Offer #\\d+ for ${name}$`) });
    await expect(created.getByTestId('locked-offer')).toBeVisible();
    const offers = (await (await page.request.get('/api/trader/offers')).json()) as {
      id: number;
      clientId: number;
      status: string;
      lines: { unitPrice: string }[];
    }[];
    const offer = offers.find((o) => o.clientId === me.id && o.status === 'open')!;
    const locked = offer.lines[0].unitPrice;
    await expect(created.getByTestId('locked-offer')).toContainText(usd(locked));
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('offer-row').filter({ hasText: `#${offer.id}` })).toContainText('Open');

    // The client sees the offer in the cart, accepts it, and the line keeps the locked price.
    await client.goto('/cart');
    const card = client.getByTestId('dealer-offer');
    await expect(client.getByText('Offers from your dealers')).toBeVisible();
    await expect(card).toContainText('Your reserved bars');
    await card.getByRole('button', { name: new RegExp(`^Accept offer ${offer.id} from `) }).click();
    await expect(client.getByText('Offer accepted', { exact: true })).toBeVisible();
    const line = client.getByTestId('cart-item').filter({ hasText: product.name });
    await expect(line).toContainText(usd(locked));
    await expect(line.getByTestId('price-locked')).toContainText('Price locked until');
    await expect(card).toBeHidden();
    await expectAccessible(client);
    await screenshot(client, 'client-cart-offer');
    await clientContext.close();
  });
});
