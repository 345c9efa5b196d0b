import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseURL: string, child: ChildProcess, logs: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`aurum exited with code ${child.exitCode} before it was ready.\n${logs()}`);
    }
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`aurum was not ready within ${READY_TIMEOUT_MS} ms.\n${logs()}`);
}

/**
 * Start `aurum serve` on a free port with a throwaway SQLite file and the built web app.
 * The binary defaults to ../build/aurum; override with AURUM_BIN.
 * Returns the teardown that stops the server and removes the temporary directory.
 */
export default async function globalSetup() {
  const bin = path.resolve(webDir, process.env.AURUM_BIN ?? '../build/aurum');
  if (!fs.existsSync(bin)) {
    throw new Error(`Server binary not found at ${bin}. Build it with \`make -C .. server\` or set AURUM_BIN.`);
  }
  if (!fs.existsSync(path.join(webDir, 'dist', 'index.html'))) {
    throw new Error('web/dist is missing. Run `npm run build` first.');
  }

  const port = await freePort();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-e2e-'));
  const args = [
    'serve',
    '--port',
    String(port),
    '--database-url',
    path.join(tmpDir, 'e2e.db'),
    '--web-root',
    'dist',
    '--env',
    'demo',
  ];
  // The suites register a few dozen accounts from one address: above the default 10 an hour
  // (the limit itself is covered by the API tests).
  const child = spawn(bin, args, {
    cwd: webDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, AURUM_REGISTRATIONS_PER_HOUR: process.env.AURUM_REGISTRATIONS_PER_HOUR ?? '1000' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseURL, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}
