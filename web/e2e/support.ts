import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
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

/**
 * axe's WCAG 2 A and AA rules find nothing on the page. Finite animations finish first: a toast
 * fading in has, mid-fade, a contrast it never has at rest (an admin-console run once failed on it).
 */
export async function expectAccessible(page: Page) {
  // In-page code as text: the e2e TypeScript has no DOM types.
  await page.evaluate(
    `Promise.all(document.getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
      .map((a) => a.finished.catch(() => undefined)))
      .then(() => true)`,
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

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

/** Decode an RFC 4648 base32 string (the TOTP secret the server shows). */
function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/[=\s]/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const TOTP_STEP_MS = 30_000;
export const totpStep = (nowMs = Date.now()) => Math.floor(nowMs / TOTP_STEP_MS);

/** RFC 6238 (HMAC-SHA-1, 6 digits, 30 s) code of a base32 secret for a time step, as an authenticator app computes it. */
export function totpCode(secret: string, step = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * A code the server will take: it accepts one step either side of now, each step once. Takes the
 * first step after the last one used (now + 1 at most), else one of the recovery codes.
 */
export function nextCode(state: { secret: string; lastStep: number; recoveryCodes: string[] }): string {
  const step = Math.max(totpStep(), state.lastStep + 1);
  if (step <= totpStep() + 1) {
    state.lastStep = step;
    return totpCode(state.secret, step);
  }
  const recovery = state.recoveryCodes.shift();
  if (!recovery) throw new Error('No TOTP step or recovery code left for this sign-in');
  return recovery;
}

interface AdminTotp {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
}

// One file per run (the run's private directory, shared with workers through the environment):
// the run's server and database are new, so its admin enrols once and later suites reuse the secret.
const adminTotpFile = () => path.join(process.env.AURUM_E2E_OUTPUT_DIR ?? os.tmpdir(), 'admin-totp.json');
const readAdminTotp = (): AdminTotp | null =>
  fs.existsSync(adminTotpFile()) ? (JSON.parse(fs.readFileSync(adminTotpFile(), 'utf8')) as AdminTotp) : null;
const writeAdminTotp = (state: AdminTotp) => fs.writeFileSync(adminTotpFile(), JSON.stringify(state));

/**
 * Sign the demo admin in. Admin routes need a second factor (403 mfa_required), so the first
 * sign-in of a run enrols TOTP through the API (setup, then enable with a computed code) in the
 * same session; later ones answer the sign-in's second-factor step with a computed code.
 */
export async function signInAdmin(page: Page) {
  const state = readAdminTotp();
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (state) {
    await page.getByLabel('Verification or recovery code').fill(nextCode(state));
    writeAdminTotp(state);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    return;
  }
  await expect(page).not.toHaveURL(/\/login$/);
  const setup = await page.request.post('/api/auth/mfa/totp/setup');
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const step = totpStep();
  const enable = await page.request.post('/api/auth/mfa/totp/enable', { data: { code: totpCode(secret, step) } });
  expect(enable.status()).toBe(200);
  const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
  writeAdminTotp({ secret, lastStep: step, recoveryCodes });
  await page.goto('/dashboard');
}
