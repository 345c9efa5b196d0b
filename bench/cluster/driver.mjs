// Buyers and WebSocket clients through the cluster's balancer while scripts/cluster-test.sh breaks
// things (issue 15).
//
//   node bench/cluster/driver.mjs --url http://127.0.0.1:PORT [--buyers 4] [--ws 8]
//
// Buyers sign up, then loop: add to cart, create a payment intent, confirm with the test card, the
// way the web app does (Origin on every unsafe request, an Idempotency-Key on the intent and the
// confirm). A step that got no answer, a 502/503/504 or a connection error is tried again after
// Retry-After (0.5 s without one) with the SAME Idempotency-Key and body; an add to cart that may
// have reached the server is checked in GET /api/cart before it is sent again. Every order id a
// confirm acknowledged (2xx, status succeeded) is recorded. WebSocket clients hold
// ws://.../api/ws open and connect again 100 ms after a close; the time from a close to the first
// message on the new connection is the reconnect time.
//
// Prints "ready" once the buyers are signed up and the sockets hold a first message. SIGUSR1 marks
// the moment of a failure: failover_s is measured from the last mark to the first acknowledged
// write sent after the first failure the buyers saw. SIGTERM stops the buyers after their current
// checkout, reads every buyer's GET /api/orders and prints one line "RESULT {json}": requests by
// method and status, failures, 503s with and without Retry-After, hangs, orders acknowledged, found
// (exactly once), missing and extra, WebSocket drops and reconnect times.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const WebSocket = require(path.join(here, 'node_modules', 'ws'));

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce((pairs, a, i, all) => (a.startsWith('--') ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);
const base = (args.url ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const origin = new URL(base).origin;
const buyerCount = Number(args.buyers ?? 4);
const wsCount = Number(args.ws ?? 8);
const requestTimeoutMs = Number(args['timeout-ms'] ?? 15000); // longer than this is a hang
const stepGiveUpMs = Number(args['give-up-ms'] ?? 90000);

const now = () => performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.error('driver:', ...a);

// ---- accounting ---------------------------------------------------------------------------------
const stats = {
  requests: { GET: 0, POST: 0 },
  statuses: {}, // "GET 200": n, "POST conn": n, ...
  failedGet: 0,
  failedPost: 0,
  status500: 0,
  status503: 0,
  status503NoRetryAfter: 0,
  hangs: 0,
  maxLatencyMs: 0,
  rejected: {}, // 4xx answers by step and status
};
const isFailure = (status) => status === 'conn' || status === 'timeout' || status >= 500;
let mark = null; // { at, firstFailure, recoveredAt }

function account(method, status, startedAt, endedAt, headers) {
  stats.requests[method] = (stats.requests[method] ?? 0) + 1;
  const key = `${method} ${status}`;
  stats.statuses[key] = (stats.statuses[key] ?? 0) + 1;
  stats.maxLatencyMs = Math.max(stats.maxLatencyMs, endedAt - startedAt);
  if (status === 'timeout') stats.hangs++;
  if (status === 500) stats.status500++;
  if (status === 503) {
    stats.status503++;
    if (!headers?.get('retry-after')) stats.status503NoRetryAfter++;
  }
  if (isFailure(status)) {
    if (method === 'GET') stats.failedGet++;
    else stats.failedPost++;
    if (mark && endedAt >= mark.at && mark.firstFailure === null) mark.firstFailure = startedAt;
  } else if (
    method === 'POST' &&
    status < 300 &&
    mark &&
    mark.firstFailure !== null &&
    mark.recoveredAt === null &&
    startedAt > mark.firstFailure
  ) {
    mark.recoveredAt = endedAt;
  }
}

// ---- HTTP ---------------------------------------------------------------------------------------
let noAnswerLogged = 0;

class Client {
  constructor(name) {
    this.name = name;
    this.cookies = new Map();
  }

  /** One request; {status, headers, body}. status is 'conn' or 'timeout' when there was no answer. */
  async call(method, target, body, extraHeaders = {}) {
    const headers = { Accept: 'application/json', ...extraHeaders };
    if (method !== 'GET') headers.Origin = origin;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const startedAt = now();
    let res;
    try {
      res = await fetch(base + target, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await res.text();
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const eq = pair.indexOf('=');
        if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      let json = null;
      if (text.startsWith('{') || text.startsWith('[')) {
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
      }
      account(method, res.status, startedAt, now(), res.headers);
      return { status: res.status, headers: res.headers, body: json };
    } catch (e) {
      const status = e?.name === 'TimeoutError' || e?.name === 'AbortError' ? 'timeout' : 'conn';
      if (++noAnswerLogged <= 5)
        log(`${method} ${target}: no answer (${e?.cause?.code ?? e?.cause?.message ?? e?.message})`);
      account(method, status, startedAt, now(), null);
      return { status, headers: null, body: null };
    }
  }
}

const retryable = (r) =>
  r.status === 'conn' || r.status === 'timeout' || r.status === 502 || r.status === 503 || r.status === 504;
function retryDelayMs(r) {
  const ra = Number(r.headers?.get('retry-after'));
  return Number.isFinite(ra) && ra > 0 ? Math.min(ra, 5) * 1000 : 500;
}

/** Sends until the answer is not a transient failure (or the step gives up); null on giving up. */
async function untilAnswered(c, method, target, body, headers, beforeRetry) {
  const deadline = now() + stepGiveUpMs;
  for (;;) {
    const r = await c.call(method, target, body, headers);
    if (!retryable(r)) return r;
    if (now() > deadline) return null;
    await sleep(retryDelayMs(r));
    if (beforeRetry && (await beforeRetry())) return { status: 'done-before' };
  }
}

// ---- buyers -------------------------------------------------------------------------------------
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123', name: 'Cluster Buyer' };
const shipping = {
  firstName: 'Cluster',
  lastName: 'Buyer',
  address: '1 Main St',
  city: 'New York',
  state: 'NY',
  zipCode: '10001',
};
const acked = new Map(); // order id -> buyer name
let uncertainConfirms = 0; // confirms given up without an answer (may or may not have made an order)
let stopping = false;

function reject(step, r) {
  const k = `${step} ${r.status}`;
  stats.rejected[k] = (stats.rejected[k] ?? 0) + 1;
  if (stats.rejected[k] <= 3) log(`${step} answered ${r.status}: ${JSON.stringify(r.body)?.slice(0, 200)}`);
}

async function signUp(i) {
  const c = new Client(`buyer${i}`);
  const email = `cluster.${randomUUID()}@cluster.example`;
  const password = 'cluster password 1234';
  const r = await untilAnswered(c, 'POST', '/api/auth/register', {
    role: 'client',
    firstName: 'Cluster',
    lastName: 'Buyer',
    email,
    password,
  });
  if (r && (r.status === 200 || r.status === 201)) return c;
  // An earlier attempt may have created the account: sign in.
  const l = await untilAnswered(c, 'POST', '/api/auth/login', { email, password });
  if (l && l.status === 200) return c;
  throw new Error(`sign-up failed: ${r?.status} ${JSON.stringify(r?.body)}`);
}

async function createProduct() {
  const admin = new Client('admin');
  const login = await untilAnswered(admin, 'POST', '/api/auth/login', {
    email: 'admin@aurum.example',
    password: 'DemoAdmin2024!',
  });
  if (login?.status !== 200) return null;
  const r = await untilAnswered(admin, 'POST', '/api/products', {
    name: `Cluster test silver bar ${randomUUID().slice(0, 8)}`,
    description: 'Created by bench/cluster/driver.mjs',
    metalType: 'silver',
    form: 'bar',
    weight: 1,
    purity: 9990,
    premium: '2.50',
    stock: 1000000,
  });
  return r?.status === 201 ? r.body.id : null;
}

async function buyerLoop(c, productId) {
  while (!stopping) {
    // 1. Add to cart. Not idempotent: after a failure that may have reached the server, the cart
    //    says whether it did.
    const cartHasLines = async () => {
      const r = await untilAnswered(c, 'GET', '/api/cart');
      return Array.isArray(r?.body) && r.body.length > 0;
    };
    const add = await untilAnswered(c, 'POST', '/api/cart/add', { productId, quantity: 1 }, {}, cartHasLines);
    if (!add) continue;
    if (add.status !== 'done-before' && add.status !== 200 && add.status !== 201) {
      reject('cart', add);
      await sleep(200);
      continue;
    }
    // 2. Payment intent, one Idempotency-Key for all its attempts.
    let intent = await untilAnswered(c, 'POST', '/api/create-payment-intent', {}, { 'Idempotency-Key': randomUUID() });
    if (!intent || intent.status !== 200) {
      if (intent) reject('intent', intent);
      await sleep(200);
      continue;
    }
    if (intent.body.requiresAcceptance) {
      intent = await untilAnswered(c, 'POST', '/api/checkout/accept-quote', { quoteId: intent.body.quoteId });
      if (!intent || intent.status !== 200) {
        if (intent) reject('accept-quote', intent);
        continue;
      }
    }
    // 3. Confirm: the same key and the same body on every attempt.
    const body = { clientSecret: intent.body.clientSecret, card, shipping };
    const done = await untilAnswered(c, 'POST', '/api/checkout/confirm', body, { 'Idempotency-Key': randomUUID() });
    if (!done) {
      uncertainConfirms++;
      continue;
    }
    if (done.status === 200 && done.body?.status === 'succeeded' && done.body.order?.id) {
      acked.set(done.body.order.id, c.name);
    } else {
      reject('confirm', done);
    }
  }
}

// ---- WebSocket clients --------------------------------------------------------------------------
const sockets = [];
function wsClient() {
  const s = { open: false, firstMessage: false, drops: 0, closedAt: null, reconnectMs: [], ws: null };
  const url = base.replace(/^http/, 'ws') + '/api/ws';
  const connect = () => {
    const ws = new WebSocket(url, { headers: { Origin: origin } });
    s.ws = ws;
    let established = false;
    ws.on('open', () => {
      established = true;
    });
    ws.on('message', () => {
      if (s.firstMessage) return;
      s.firstMessage = true;
      if (s.closedAt !== null) {
        s.reconnectMs.push(now() - s.closedAt);
        s.closedAt = null;
      }
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      if (stopping) return;
      if (established) {
        s.drops++;
        if (s.closedAt === null) s.closedAt = now();
      }
      s.firstMessage = false;
      setTimeout(connect, 100);
    });
  };
  connect();
  sockets.push(s);
}

// ---- run ----------------------------------------------------------------------------------------
async function main() {
  let productId = args.product ? Number(args.product) : await createProduct();
  if (!productId) {
    const r = await untilAnswered(new Client('catalogue'), 'GET', '/api/products');
    const inStock = (r?.body ?? []).filter((p) => p.inventory > 100).sort((a, b) => b.inventory - a.inventory);
    if (!inStock.length) throw new Error('no product to buy (creating one as the demo admin failed)');
    productId = inStock[0].id;
  }
  const buyers = [];
  for (let i = 0; i < buyerCount; i++) buyers.push(await signUp(i)); // one by one: the hash queue is small
  for (let i = 0; i < wsCount; i++) wsClient();
  const readyBy = now() + 30000;
  while (sockets.some((s) => !s.firstMessage)) {
    if (now() > readyBy) throw new Error('WebSocket clients got no first message within 30 s');
    await sleep(50);
  }
  const loops = buyers.map((b) => buyerLoop(b, productId));
  process.on('SIGUSR1', () => {
    mark = { at: now(), firstFailure: null, recoveredAt: null };
  });
  const stopped = new Promise((resolve) => {
    process.on('SIGTERM', resolve);
    process.on('SIGINT', resolve);
  });
  console.log('ready');
  await stopped;
  const wsConnectedAtStop = sockets.filter((s) => s.firstMessage).length;
  const wsPending = sockets.filter((s) => s.closedAt !== null).map((s) => now() - s.closedAt);
  stopping = true;
  for (const s of sockets) s.ws?.terminate();
  await Promise.all(loops);

  // Every acknowledged order is in its buyer's list, exactly once; nothing else is.
  let listed = 0;
  let found = 0;
  let duplicates = 0;
  let extra = 0;
  for (const b of buyers) {
    const r = await untilAnswered(b, 'GET', '/api/orders');
    if (!r || r.status !== 200 || !Array.isArray(r.body)) throw new Error(`GET /api/orders answered ${r?.status}`);
    const seen = new Map();
    for (const o of r.body) seen.set(o.id, (seen.get(o.id) ?? 0) + 1);
    listed += r.body.length;
    for (const [id, n] of seen) {
      if (n > 1) duplicates += n - 1;
      if (acked.get(id) === b.name) found++;
      else extra++;
    }
  }
  const reconnects = sockets.flatMap((s) => s.reconnectMs);
  const result = {
    requests: stats.requests.GET + stats.requests.POST,
    requests_get: stats.requests.GET,
    requests_post: stats.requests.POST,
    failed_get: stats.failedGet,
    failed_post: stats.failedPost,
    status_500: stats.status500,
    status_503: stats.status503,
    status_503_without_retry_after: stats.status503NoRetryAfter,
    hangs: stats.hangs,
    max_latency_s: +(stats.maxLatencyMs / 1000).toFixed(2),
    statuses: stats.statuses,
    rejected: stats.rejected,
    orders_acknowledged: acked.size,
    orders_found: found,
    orders_listed: listed,
    orders_missing: acked.size - found,
    orders_duplicated: duplicates,
    orders_extra: extra,
    confirms_uncertain: uncertainConfirms,
    failover_s: mark
      ? mark.firstFailure === null
        ? 0
        : mark.recoveredAt === null
          ? null
          : +((mark.recoveredAt - mark.at) / 1000).toFixed(2)
      : null,
    ws_clients: sockets.length,
    ws_connected_at_stop: wsConnectedAtStop,
    ws_drops: sockets.reduce((n, s) => n + s.drops, 0),
    ws_reconnects: reconnects.length,
    ws_reconnect_max_s: +(Math.max(0, ...reconnects, ...wsPending) / 1000).toFixed(2),
  };
  console.log('RESULT ' + JSON.stringify(result));
  process.exit(0);
}

main().catch((e) => {
  log(e?.stack ?? String(e));
  process.exit(1);
});
