// Renders the app icons (web/public/icons/*.png) from the brand mark in public/favicon.svg with
// the system Chromium. Run by hand after changing the mark: `node scripts/render-icons.mjs`.
// The PNGs are committed; the build does not run this.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const stone = '#1c1917';
const mark = '<path d="M8 22 16 8l8 14z" fill="#d4a017"/>';

/** `inset`: the share of the square the mark's 32-unit box fills (maskable icons keep a safe zone). */
function svg({ rounded, inset }) {
  const pad = (32 / inset - 32) / 2;
  const box = 32 + 2 * pad;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${box} ${box}">` +
    `<rect x="${-pad}" y="${-pad}" width="${box}" height="${box}" rx="${rounded ? box * 0.1875 : 0}" fill="${stone}"/>${mark}</svg>`
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 1 },
  // Maskable: full bleed, the mark inside the central 80 % safe zone.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.8 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, inset: 0.9 },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="data:image/svg+xml,${encodeURIComponent(svg(icon))}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
    );
    await page.screenshot({ path: join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
