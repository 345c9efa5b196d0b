import { demo, expect, signIn, test } from './support';

// The signed-in app in another language: the choice made in the top bar's language menu survives
// a reload (localStorage + the aurum_lang cookie), and the dashboard's texts and figures follow it.
test.describe('signed-in pages in Spanish', () => {
  // Signed in, the menu saves the language as the account's setting, which wins at the next
  // sign-in: give the shared demo account its English back for the suites that follow.
  test.afterEach(async ({ page }) => {
    await page.request.put('/api/settings', { data: { general: { language: 'en' } } });
  });

  test('a client switches to Spanish and still sees the dashboard in Spanish after a reload', async ({ page }) => {
    await signIn(page, demo.client.email, demo.client.password);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();

    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Bienvenido de nuevo/ })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: /Bienvenido de nuevo/ })).toBeVisible();
    await expect(page.getByText('Valor total de la cartera')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Productos destacados' })).toBeVisible();
    await expect(page.getByText('Welcome back')).toHaveCount(0);

    // Money in the Spanish format: the decimal comma and the currency after the amount.
    await expect(page.getByText(/\d,\d{2}\s?US\$/).first()).toBeVisible();

    // Other signed-in pages follow the same choice.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Historial de pedidos' })).toBeVisible();
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de metales preciosos' })).toBeVisible();
  });
});
