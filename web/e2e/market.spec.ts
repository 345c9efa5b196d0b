import type { Page, Response } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, screenshot, test } from './support';

type Rgb = readonly [number, number, number];
const GREEN: Rgb = [34, 197, 94];
const RED: Rgb = [239, 68, 68];
const GOLD: Rgb = [240, 193, 75];

/**
 * Pixels of the given colours on the chart's pane canvases (the wide ones; the axes are narrow).
 * Zero until the series has data to draw.
 */
function seriesPixels(page: Page, colours: Rgb[]) {
  return page.getByTestId('price-chart').evaluate((container, colours) => {
    const width = container.getBoundingClientRect().width;
    let count = 0;
    for (const canvas of container.querySelectorAll('canvas')) {
      if (canvas.getBoundingClientRect().width < width * 0.6 || canvas.width === 0 || canvas.height === 0) continue;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] < 200) continue;
        if (
          colours.some(
            ([r, g, b]) => Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 40,
          )
        )
          count++;
      }
    }
    return count;
  }, colours);
}

const chartResponse = (page: Page, symbol: string, timeframe: string) =>
  page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/chart-data/${symbol}/${timeframe}`,
  );

async function expectCandles(response: Response) {
  expect(response.status()).toBe(200);
  const candles = (await response.json()) as { time: number; open: number; high: number; low: number; close: number }[];
  expect(candles.length).toBeGreaterThan(0);
  expect(candles[0]).toEqual(
    expect.objectContaining({ time: expect.any(Number), open: expect.any(Number), close: expect.any(Number) }),
  );
}

async function pricesText(page: Page) {
  return (await page.getByTestId('live-prices-panel').getByTestId('price-value').allInnerTexts()).join(' | ');
}

test.describe('live market data', () => {
  test('a trader charts every timeframe and chart type on /trading', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/api/demo-login/gold_trader');
    await expect(page.getByRole('heading', { name: 'Trading Dashboard' })).toBeVisible();
    await expect(page.getByTestId('live-prices-panel').getByRole('listitem')).toHaveCount(4);
    await screenshot(page, 'trader-dashboard-prices-desktop');

    const first = chartResponse(page, 'XAUUSD', '1h');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trading' }).click();
    await expect(page.getByRole('heading', { name: 'Professional Trading Platform' })).toBeVisible();
    await expectCandles(await first);
    await expect(page.getByRole('button', { name: '1h', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => seriesPixels(page, [GREEN, RED])).toBeGreaterThan(50);
    await expect(page.getByText('Simulated prices').first()).toBeVisible();
    await screenshot(page, 'trading-desktop');

    for (const timeframe of ['1m', '5m', '15m', '4h', '1d', '1w']) {
      const response = chartResponse(page, 'XAUUSD', timeframe);
      await page
        .getByRole('group', { name: 'Timeframe' })
        .getByRole('button', { name: timeframe, exact: true })
        .click();
      await expectCandles(await response);
      await expect
        .poll(() => seriesPixels(page, [GREEN, RED]), { message: `candles drawn for ${timeframe}` })
        .toBeGreaterThan(50);
    }

    const types: [string, Rgb[]][] = [
      ['Line', [GOLD]],
      ['OHLC', [GREEN, RED]],
      ['Area', [GOLD]],
      ['Candlestick', [GREEN, RED]],
    ];
    for (const [type, colours] of types) {
      await page.getByRole('group', { name: 'Chart type' }).getByRole('button', { name: type, exact: true }).click();
      await expect.poll(() => seriesPixels(page, colours), { message: `${type} series drawn` }).toBeGreaterThan(50);
    }

    const silver = chartResponse(page, 'XAGUSD', '1w');
    await page.getByLabel('Symbol').selectOption('XAGUSD');
    await expectCandles(await silver);
    await expect(page.getByRole('heading', { name: /XAGUSD · Silver\/USD/ })).toBeVisible();
    await expect.poll(() => seriesPixels(page, [GREEN, RED])).toBeGreaterThan(50);
  });

  test('the price panel streams ticks over the WebSocket', async ({ page }) => {
    const socketFrames: string[] = [];
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname === '/api/ws') ws.on('framereceived', (f) => socketFrames.push(String(f.payload)));
    });
    await page.goto('/api/demo-login/gold_trader');
    await page.goto('/trading');
    const panel = page.getByTestId('live-prices-panel');
    await expect(panel.getByRole('listitem')).toHaveCount(4);
    for (const metal of ['Gold', 'Silver', 'Platinum', 'Palladium']) {
      await expect(panel.getByText(metal, { exact: true })).toBeVisible();
    }
    await expect(panel.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
    const before = await pricesText(page);
    await expect.poll(() => pricesText(page), { timeout: 10_000 }).not.toBe(before);
    expect(socketFrames.some((f) => f.includes('"ticks"'))).toBe(true);
  });

  test('the client dashboard shows live market prices', async ({ page }) => {
    await page.goto('/api/demo-login/client');
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
    const panel = page.getByTestId('live-prices-panel');
    await expect(panel.getByRole('heading', { name: 'Live Market Prices' })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(4);
    await expect(panel.getByText('Simulated prices')).toBeVisible();
    const before = await pricesText(page);
    await expect.poll(() => pricesText(page), { timeout: 10_000 }).not.toBe(before);
    await screenshot(page, 'client-dashboard-prices-desktop');
  });
});

test.describe('live market data on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the trading screen fits: full-width chart, wrapping controls', async ({ page }) => {
    await page.goto('/api/demo-login/gold_trader');
    await page.goto('/trading');
    await expect(page.getByRole('heading', { name: 'Professional Trading Platform' })).toBeVisible();
    await expect.poll(() => seriesPixels(page, [GREEN, RED])).toBeGreaterThan(20);
    await expectNoHorizontalOverflow(page);
    const chartBox = await page.getByTestId('price-chart').boundingBox();
    expect(chartBox!.width).toBeGreaterThan(300);
    await screenshot(page, 'trading-mobile');
    await page.goto('/dashboard');
    await expect(page.getByTestId('live-prices-panel').getByRole('listitem')).toHaveCount(4);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'trader-dashboard-mobile');
  });
});
