import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, signIn, test } from './support';

interface CertificateProof {
  format: string;
  certificate: { serialNumber: string; trustScore: number; chainHead: string; keyId: string };
  signedMessage: string;
  signature: string;
  algorithm: string;
  keyId: string;
}

async function lookUp(page: Page, serial: string) {
  await page.getByLabel('Serial number').fill(serial);
  await page.getByLabel('Serial number').press('Enter');
}

const result = (page: Page) => page.getByRole('article', { name: 'Verification result' });

test.describe('provenance and verification', () => {
  test('a visitor scans the seeded serial on the landing page and sees it verified with a trust score', async ({
    page,
  }) => {
    // Typed as soon as the pre-rendered field is there, before the page has hydrated: the text is kept.
    await page.goto('/#scanner', { waitUntil: 'commit' });
    await page.getByLabel('Serial number').fill('AU-2024-001234');
    await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const scanner = page.locator('#scanner');
    await expect(scanner.getByText('Verified Authentic')).toBeVisible();
    await expect(scanner.getByText('Trust score')).toBeVisible();
    await expect(scanner.getByText(/^\d{2,3}%$/)).toBeVisible();
    await expect(scanner.getByText('AU-2024-001234', { exact: true })).toBeVisible();
  });

  test('the demo client opens the journey and downloads a certificate whose signature checks out', async ({ page }) => {
    await signIn(page, demo.client.email, demo.client.password);
    await page.goto('/traceability');
    await lookUp(page, 'AU-2024-001234');
    await expect(result(page).getByRole('heading', { name: 'Verified Authentic' })).toBeVisible();
    await expect(result(page).getByText(/^\d{2,3}%$/)).toBeVisible();

    await result(page).getByRole('button', { name: 'View Journey' }).click();
    const journey = page.getByRole('list', { name: 'Supply-chain journey' });
    await expect(journey).toBeVisible();
    await expect(journey.getByText(/1\. Mine — Ore extracted/)).toBeVisible();
    expect(await journey.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);

    await page.getByRole('tab', { name: 'Scanner' }).click();
    const downloading = page.waitForEvent('download');
    await result(page).getByRole('button', { name: 'Download Certificate' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('aurum-certificate-AU-2024-001234.json');
    const proof = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as CertificateProof;
    expect(proof.algorithm).toBe('Ed25519');
    expect(proof.certificate.serialNumber).toBe('AU-2024-001234');
    expect(JSON.parse(proof.signedMessage)).toEqual(proof.certificate);

    // Check the proof the way anyone would: against the key the server publishes.
    const published = (await (await page.request.get('/api/provenance/public-key')).json()) as {
      publicKeyPem: string;
      keyId: string;
    };
    expect(published.keyId).toBe(proof.keyId);
    const key = crypto.createPublicKey(published.publicKeyPem);
    const signature = Buffer.from(proof.signature, 'base64');
    expect(crypto.verify(null, Buffer.from(proof.signedMessage, 'utf8'), key, signature)).toBe(true);
    // One changed byte and the signature no longer holds.
    const forged = proof.signedMessage.replace('AU-2024-001234', 'AU-2024-001235');
    expect(forged).not.toBe(proof.signedMessage);
    expect(crypto.verify(null, Buffer.from(forged, 'utf8'), key, signature)).toBe(false);
  });

  test('a serial reported stolen fails verification', async ({ page }) => {
    await signIn(page, demo.client.email, demo.client.password);
    await page.goto('/traceability');
    await lookUp(page, 'AU-2024-001237');
    await expect(result(page).getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  });

  test('the owner sees report and transfer actions with a confirmation step', async ({ page }) => {
    await signIn(page, demo.client.email, demo.client.password);
    // A shared link verifies on arrival; AU-2024-001235 was delivered to the demo client.
    await page.goto('/traceability?serial=AU-2024-001235');
    const owner = result(page).getByRole('region', { name: 'Owner actions' });
    await expect(owner).toBeVisible();
    await owner.getByRole('button', { name: 'Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer ownership?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Transfer', exact: true });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Recipient's e-mail").fill('nobody@nowhere.example');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('No account has this e-mail address').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(owner.getByRole('button', { name: 'Report stolen' })).toBeVisible();
  });
});
