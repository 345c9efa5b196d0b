import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test, uniqueEmail } from './support';

const publicPages: { path: string; h1: RegExp; headings: string[]; buttons: string[] }[] = [
  {
    path: '/',
    h1: /Own Real Gold/,
    headings: [
      'The Physical Gold Collection',
      'Why We Exist',
      'How Aurum Compares',
      'About Aurum',
      'Verify Any Bar or Coin',
      'Our Services',
      'Get In Touch',
      'Start Your Journey Today',
    ],
    buttons: [
      'Start Trading Today',
      'Gold Trader Login',
      'Demo Client Access',
      'Demo Trader Access',
      'Sign Up for Full Access',
    ],
  },
  {
    path: '/trader-registration',
    h1: /Become an Aurum Gold Trader/,
    headings: ['Quick Access', 'Application Process', 'Standard Client vs Gold Trader', 'Gold Trader Application'],
    buttons: ['Back to Home', 'Sign In as Gold Trader', 'Continue as Client'],
  },
  {
    path: '/compliance',
    h1: /AML Compliance & Regulatory Oversight/,
    headings: [
      'Traditional vs AI-Powered KYC',
      'Implementation Examples',
      '3-Step Verification Workflow',
      'International Standards',
      'AI Features',
      'Government Integration',
    ],
    buttons: ['Back to Homepage', 'Get Started Today', 'Schedule Demo'],
  },
  {
    path: '/sharjah',
    h1: /Sharjah/,
    headings: [
      'Executive Summary',
      'Strategic Advantages',
      'Results in Kenya',
      'Government Benefits',
      '5-Year Projection',
      'Partnership Structure',
      '4-Phase Roadmap',
    ],
    buttons: [
      'Back to Homepage',
      'View Live Platform',
      'Schedule Government Presentation',
      'Download Full Proposal',
      'Request Due Diligence Package',
    ],
  },
  {
    path: '/investor',
    h1: /Invest in the Future of Gold/,
    headings: [
      'Competitive Advantages',
      'AI Agents',
      'Financial Projections',
      '4-Phase Timeline',
      'Risk Assessment',
      'Investment Tiers',
      'Funding Stages',
    ],
    buttons: ['Back to Homepage', 'Schedule Investor Meeting', 'View Live Demo'],
  },
  ...(['gold', 'silver', 'platinum', 'palladium'] as const).map((metal) => {
    const name = metal[0].toUpperCase() + metal.slice(1);
    return {
      path: `/${metal}`,
      h1: new RegExp(`Invest in ${name}`),
      headings: [`${name} Market Overview`, `${name} Products`, `Why Choose ${name}`],
      buttons: ['Back to Home', `Browse ${name} Products`, 'Verify a Bar'],
    };
  }),
];

function action(page: Page, name: string) {
  return page
    .getByRole('main')
    .or(page.getByRole('banner'))
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('button', { name, exact: true }))
    .first();
}

/**
 * An in-page link's section ends with its top just under the sticky bar (its scroll margin,
 * `scroll-mt-20`: 80 px), not short of it (the bands before it are only estimated in height until
 * rendered, index.css `.page-band`) nor past it (the mobile menu closing after the scroll).
 */
async function expectSectionAtTop(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  await expect(section).toBeInViewport();
  await expect
    .poll(() => section.evaluate((element) => Math.abs(element.getBoundingClientRect().top - 80) <= 2))
    .toBe(true);
}

test.describe('public marketing pages', () => {
  for (const { path, h1, headings, buttons } of publicPages) {
    test(`${path} shows its headings and buttons and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      for (const heading of headings)
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      for (const button of buttons) await expect(action(page, button)).toBeVisible();
      if (/^\/(gold|silver|platinum|palladium)$/.test(path)) {
        // The e2e server runs the simulated feed: the market cards say so (checked by axe too).
        const market = page.getByRole('region', { name: /Market Overview$/ });
        await expect(market.getByText('Simulated prices', { exact: true })).toBeVisible();
        await expect(market.getByText('Live spot price')).toHaveCount(0);
      }
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('landing buttons and footer link where the spec says', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Demo Client Access' })).toHaveAttribute(
      'href',
      '/api/demo-login/client',
    );
    await expect(page.getByRole('link', { name: 'Demo Trader Access' })).toHaveAttribute(
      'href',
      '/api/demo-login/gold_trader',
    );
    await expect(page.getByRole('link', { name: 'Sign Up for Full Access' })).toHaveAttribute('href', '/api/login');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Gold', '/gold'],
      ['Palladium', '/palladium'],
      ['Investors', '/investor'],
      ['Government Partnership', '/sharjah'],
      ['AML Compliance', '/compliance'],
      ['Become a Gold Trader', '/trader-registration'],
      ['Create Account', '/register'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.getByRole('link', { name: 'Start Trading Today' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Gold Trader Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('top bar links scroll to their sections', async ({ page }) => {
    await page.goto('/');
    for (const [label, id] of [
      ['About', 'about'],
      ['Scanner', 'scanner'],
      ['Traceability', 'traceability'],
      ['Contact', 'contact'],
    ]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      await expectSectionAtTop(page, id);
    }
  });

  test('the public scanner ignores blank serials and answers honestly', async ({ page }) => {
    await page.goto('/#scanner');
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    await expect(verify).toBeDisabled();
    await page.getByLabel('Serial number').fill('   ');
    await expect(verify).toBeDisabled();
    await page.getByLabel('Serial number').fill('AU-2024-001234');
    await verify.click();
    await expect(
      page.getByText(/Verification service is not available yet|Verified Authentic|Verification Warning/),
    ).toBeVisible();
  });

  test('trader page links and application flow', async ({ page }) => {
    await page.goto('/trader-registration');
    await expect(page.getByRole('link', { name: 'Sign In as Gold Trader' }).first()).toHaveAttribute(
      'href',
      '/api/login?role=gold_trader',
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Invalid email address',
      'Company name is required',
      'Trading license number is required',
      'Business address is required',
      'Expected trading volume is required',
      'Business type is required',
      'Experience level is required',
      'Password must be at least 12 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Business email').fill(uniqueEmail('trader'));
    await page.getByLabel('Company name').fill('Lovelace Bullion');
    await page.getByLabel('Trading license number').fill('TL-12345');
    await page.getByLabel('Business address').fill('1 Wall Street, New York, NY');
    await page.getByLabel('Expected monthly trading volume').selectOption('100k_500k');
    await page.getByLabel('Business type').selectOption('bullion_dealer');
    await page.getByLabel('Experience in precious metals').selectOption('5_10');
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
    await page.getByLabel('Confirm password').fill('correct-horse-battery');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  });

  test('metal and pitch page buttons go where they should', async ({ page }) => {
    await page.goto('/gold');
    await expect(page.getByRole('link', { name: 'Browse Gold Products' })).toHaveAttribute('href', '/products');
    await page.getByRole('main').getByRole('link', { name: 'Verify a Bar' }).click();
    await expectSectionAtTop(page, 'scanner');
    await page.goto('/investor');
    await expect(page.getByRole('link', { name: 'View Live Demo' }).first()).toHaveAttribute(
      'href',
      '/api/demo-login/client',
    );
    await page.getByRole('button', { name: 'Schedule Investor Meeting' }).first().click();
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await page.goto('/sharjah');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Full Proposal' }).click();
    expect((await download).suggestedFilename()).toBe('aurum-sharjah-proposal.md');
    await page.getByRole('link', { name: 'View Live Platform' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the crypto page shows its tabs to a signed-in client', async ({ page }) => {
    await page.goto('/api/demo-login/client');
    await page.goto('/crypto');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Overview',
      'Gold Lending',
      'Zero-Point FX',
      'Government',
      'Logistics',
      'Compliance',
    ]);
    await page.getByRole('tab', { name: 'Gold Lending' }).click();
    await expect(page.getByRole('heading', { name: 'Put Your Gold to Work' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await page.screenshot({ path: '/tmp/aurum-shots/crypto-signed-in.png' });
  });

  test('compliance also renders inside the signed-in layout with one main', async ({ page }) => {
    await page.goto('/api/demo-login/client');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/compliance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/AML Compliance & Regulatory Oversight/);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/login');
    await page.screenshot({ path: '/tmp/aurum-shots/compliance-signed-in.png' });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const { path } of publicPages) {
      test(`${path} has no horizontal scroll`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoHorizontalOverflow(page);
      });
    }
    test('the mobile menu toggles and scrolls to a section', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).click();
      await expectSectionAtTop(page, 'contact');
    });
  });
});
