#!/usr/bin/env node
// Web performance of the public landing page `/` (issue 6), measured the way the issue asks:
// headless Chromium, network 1.6 Mbps down / 750 kbps up / 150 ms RTT, 4x CPU slowdown,
// median of N cold loads (a fresh browser context each time, so nothing is cached).
//
// Reports per load and as medians:
//   - JavaScript transferred for `/` (bytes on the wire for every script response, headers
//     included, and the compressed bodies alone) and the content-encoding the server used;
//   - Largest Contentful Paint (PerformanceObserver 'largest-contentful-paint'), FCP, load.
// Also lists the same scripts' brotli sizes from dist/*.br, since Chromium only asks for br
// over HTTPS and this bench talks plain HTTP to 127.0.0.1.
//
// Usage: node bench/web-perf.mjs [--runs 10] [--path /] [--url http://host:port] [--json out.json]
// Without --url it starts `aurum serve` (AURUM_BIN, default build/aurum) on a free port with a
// throwaway SQLite database, serving WEB_ROOT (default web/dist).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(repo, 'web', 'package.json'));
const { chromium } = require('playwright-core');

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const runs = Number(arg('runs', process.env.RUNS ?? '10'));
const pagePath = arg('path', '/');
const jsonOut = arg('json', undefined);
const webRoot = path.resolve(process.env.WEB_ROOT ?? path.join(repo, 'web', 'dist'));

const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const bin = path.resolve(repo, process.env.AURUM_BIN ?? 'build/aurum');
  if (!existsSync(bin)) throw new Error(`no server binary at ${bin} (make server, or set AURUM_BIN)`);
  if (!existsSync(path.join(webRoot, 'index.html'))) throw new Error(`no ${webRoot}/index.html (cd web && npm run build)`);
  const port = await freePort();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'aurum-web-perf-'));
  const child = spawn(bin, ['serve', '--port', String(port), '--database-url', path.join(tmp, 'bench.db'),
    '--web-root', webRoot, '--env', 'demo'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => { log = (log + d).slice(-4000); });
  child.stderr.on('data', (d) => { log = (log + d).slice(-4000); });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`aurum exited early:\n${log}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) { child.kill('SIGKILL'); throw new Error(`aurum not ready:\n${log}`); }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(t);
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function settle(responses, quietMs = 1500, maxMs = 30_000) {
  const start = Date.now();
  let seen = -1;
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    const pending = [...responses.values()].some((r) => r.wireBytes === 0);
    if (responses.size !== seen || pending) {
      seen = responses.size;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function coldLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const h = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(requestId, { url: response.url, type, encoding: h['content-encoding'] ?? 'identity',
      bodyBytes: Number(h['content-length'] ?? NaN), wireBytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = responses.get(requestId);
    if (r) r.wireBytes = encodedDataLength;
  });

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Let lazy chunks and the session check finish: no new response for 1.5 s.
  await settle(responses);
  const timing = await page.evaluate(() => new Promise((resolve) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      const el = last.element;
      resolve({
        lcp: last.startTime,
        lcpElement: el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}` : String(last.url || '?'),
        fcp: fcp?.startTime ?? NaN,
        load: nav.loadEventEnd,
        hydrated: document.getElementById('root')?.hasAttribute('data-prerendered') ?? false,
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));
  const scripts = [...responses.values()].filter((r) => r.type === 'Script');
  await context.close();
  return {
    ...timing,
    jsRequests: scripts.length,
    jsWireBytes: scripts.reduce((n, r) => n + r.wireBytes, 0),
    jsBodyBytes: scripts.reduce((n, r) => n + (Number.isFinite(r.bodyBytes) ? r.bodyBytes : r.wireBytes), 0),
    encodings: [...new Set(scripts.map((r) => r.encoding))].join(','),
    scripts: scripts.map((r) => new URL(r.url).pathname),
  };
}

/** Brotli size of each script as the server would send it over HTTPS (dist/<file>.br). */
function brotliBytes(files) {
  let total = 0;
  for (const file of files) {
    const local = path.join(webRoot, file);
    total += existsSync(`${local}.br`) ? statSync(`${local}.br`).size : existsSync(local) ? readFileSync(local).length : 0;
  }
  return total;
}

const server = process.env.WEB_PERF_URL || arg('url', undefined) ? null : await startServer();
const base = arg('url', process.env.WEB_PERF_URL) ?? server.base;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
const results = [];
try {
  console.log(`web-perf: ${runs} cold loads of ${base}${pagePath} — 1.6 Mbps / 150 ms RTT, ${CPU_SLOWDOWN}x CPU`);
  for (let i = 0; i < runs; i += 1) {
    const r = await coldLoad(browser, new URL(pagePath, base).href);
    results.push(r);
    console.log(`  run ${String(i + 1).padStart(2)}: LCP ${r.lcp.toFixed(0)} ms (${r.lcpElement}), FCP ${r.fcp.toFixed(0)} ms, `
      + `load ${r.load.toFixed(0)} ms, JS ${(r.jsWireBytes / 1024).toFixed(1)} KB on the wire `
      + `(${(r.jsBodyBytes / 1024).toFixed(1)} KB ${r.encodings} bodies, ${r.jsRequests} requests)`);
  }
} finally {
  await browser.close();
  await server?.stop();
}

const summary = {
  path: pagePath,
  runs,
  network: '1.6 Mbps down / 750 kbps up / 150 ms RTT',
  cpuSlowdown: CPU_SLOWDOWN,
  medianLcpMs: Math.round(median(results.map((r) => r.lcp))),
  medianFcpMs: Math.round(median(results.map((r) => r.fcp))),
  medianLoadMs: Math.round(median(results.map((r) => r.load))),
  medianJsWireKB: +(median(results.map((r) => r.jsWireBytes)) / 1024).toFixed(1),
  medianJsBodyKB: +(median(results.map((r) => r.jsBodyBytes)) / 1024).toFixed(1),
  jsEncoding: results[0]?.encodings,
  jsRequests: results[0]?.jsRequests,
  jsBrotliKB: +(brotliBytes(results[0]?.scripts ?? []) / 1024).toFixed(1),
  jsBrotliBytes: brotliBytes(results[0]?.scripts ?? []),
  lcpElement: results[0]?.lcpElement,
  prerendered: results[0]?.hydrated,
};
console.log('web-perf median:', JSON.stringify(summary));
console.log(`  JS for ${pagePath}: ${summary.medianJsWireKB} KB transferred (${summary.jsEncoding}), `
  + `${summary.jsBrotliKB} KB as brotli · LCP ${summary.medianLcpMs} ms · goals: JS < 100 KB, LCP < 1200 ms`);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ summary, results }, null, 2)}\n`);
