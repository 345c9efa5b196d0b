import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demo, expect, signIn, test } from './support';

/**
 * The real camera path of the QR scanners (issue 18): Chromium's fake camera plays a video of the
 * server's own QR label for AU-2024-001234, BarcodeDetector is removed from the page so the jsQR
 * library decodes the frames, and the landing scanner and /traceability both show the item.
 */

const SERIAL = 'AU-2024-001234';
const W = 640;
const H = 480;
const FRAMES = 5;

/** RGBA pixels → one Y4M frame in 4:2:0 (BT.601 full range, as C420jpeg means). */
function yuv420(rgba: Buffer): Buffer {
  const y = Buffer.alloc(W * H);
  const u = Buffer.alloc((W / 2) * (H / 2));
  const v = Buffer.alloc((W / 2) * (H / 2));
  const clamp = (x: number) => Math.max(0, Math.min(255, Math.round(x)));
  for (let row = 0; row < H; row++)
    for (let col = 0; col < W; col++) {
      const i = (row * W + col) * 4;
      y[row * W + col] = clamp(0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]);
    }
  for (let row = 0; row < H / 2; row++)
    for (let col = 0; col < W / 2; col++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ]) {
        const i = ((row * 2 + dy) * W + col * 2 + dx) * 4;
        r += rgba[i] / 4;
        g += rgba[i + 1] / 4;
        b += rgba[i + 2] / 4;
      }
      u[row * (W / 2) + col] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[row * (W / 2) + col] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  return Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
}

/** The server's printable QR label (as the demo trader prints it), rasterised in a page on a white 640×480 frame. */
async function labelVideo(browser: Browser, file: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page, demo.trader.email, demo.trader.password);
  const response = await page.request.get(`/api/provenance/items/${SERIAL}/qr.svg`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  const svg = await response.text();
  // Runs in the page (the e2e TypeScript has no DOM types, so it is passed as source text).
  const pixels = await page.evaluate<string>(`(async () => {
    const image = new Image();
    image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(${JSON.stringify(svg)});
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = ${W};
    canvas.height = ${H};
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, ${W}, ${H});
    const scale = Math.min((${W} - 40) / image.width, (${H} - 40) / image.height);
    const w = image.width * scale, h = image.height * scale;
    g.imageSmoothingEnabled = false;
    g.drawImage(image, (${W} - w) / 2, (${H} - h) / 2, w, h);
    const data = g.getImageData(0, 0, ${W}, ${H}).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(binary);
  })()`);
  await context.close();
  const frame = yuv420(Buffer.from(pixels, 'base64'));
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F25:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

let camera: Browser;
let dir: string;

test.beforeAll(async ({ browser }) => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-camera-qr-'));
  const video = path.join(dir, 'qr-label.y4m');
  await labelVideo(browser, video);
  camera = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

test.afterAll(async () => {
  await camera?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A page in the fake-camera browser without BarcodeDetector, so the scanners take the library path. */
async function cameraPage(): Promise<{ context: BrowserContext; page: Page; jsqrLoaded: Promise<unknown> }> {
  const context = await camera.newContext({ baseURL: process.env.E2E_BASE_URL, permissions: ['camera'] });
  await context.addInitScript({ content: 'delete window.BarcodeDetector;' });
  const page = await context.newPage();
  const jsqrLoaded = page.waitForResponse((r) => /\/assets\/jsQR-[\w-]+\.js$/.test(r.url()), { timeout: 20_000 });
  return { context, page, jsqrLoaded };
}

test.describe('camera QR scanning without BarcodeDetector', () => {
  test.setTimeout(60_000);

  test('the landing scanner reads the QR label from the camera and shows the item verified', async () => {
    const { context, page, jsqrLoaded } = await cameraPage();
    await page.goto('/#scanner');
    expect(await page.evaluate<boolean>("'BarcodeDetector' in window")).toBe(false);
    const scanner = page.locator('#scanner');
    await scanner.getByRole('button', { name: 'Scan with Camera' }).click();
    await jsqrLoaded;
    await expect(scanner.getByText('Verified Authentic')).toBeVisible({ timeout: 20_000 });
    await expect(scanner.getByText(SERIAL, { exact: true })).toBeVisible();
    await expect(scanner.getByLabel('Serial number')).toHaveValue(new RegExp(`^AURUM:${SERIAL}:`));
    await expect(scanner.getByText(/simulated scan/)).toHaveCount(0);
    await context.close();
  });

  test('/traceability reads the QR label from the camera for the signed-in client', async () => {
    const { context, page, jsqrLoaded } = await cameraPage();
    await signIn(page, demo.client.email, demo.client.password);
    await page.goto('/traceability');
    expect(await page.evaluate<boolean>("'BarcodeDetector' in window")).toBe(false);
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await jsqrLoaded;
    const result = page.getByRole('article', { name: 'Verification result' });
    await expect(result.getByRole('heading', { name: 'Verified Authentic' })).toBeVisible({ timeout: 20_000 });
    await expect(result.getByText(SERIAL).first()).toBeVisible();
    await expect(page.getByLabel('Serial number')).toHaveValue(new RegExp(`^AURUM:${SERIAL}:`));
    await expect(page.getByText(/simulated scan/)).toHaveCount(0);
    await context.close();
  });
});
