#!/usr/bin/env python3
"""Crash cycles (scripts/crash-test.sh): checkout load against `aurum serve` on a SQLite file,
`kill -9` at a random moment, restart, then check that nothing the client was told is lost and that
the books still hold:
  - every order the client saw acknowledged (2xx confirm with an order id) exists, and a retry
    with the same Idempotency-Key answers the same order;
  - per product: stock + units sold (orders not cancelled) + active reservations = initial stock;
  - every order has exactly one purchase journal; `aurum check-integrity` (custody chains verify,
    every journal balances) exits 0;
  - PRAGMA integrity_check is ok.

usage: crash_test.py AURUM_BINARY CYCLES [BUYERS=6]
"""
import http.client, json, os, random, signal, socket, sqlite3, subprocess, sys, tempfile, threading, time, uuid

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
from wait_ready import wait  # scripts/ is not a package

aurum, cycles = sys.argv[1], int(sys.argv[2])
buyers_n = int(sys.argv[3]) if len(sys.argv) > 3 else 6
work = tempfile.mkdtemp(prefix="aurum-crash.")
db_path = os.path.join(work, "aurum.db")
rng = random.Random(int(os.environ.get("CRASH_SEED", time.time())))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


port = free_port()
env = dict(os.environ, AURUM_ENV="demo", AURUM_LOG_LEVEL="warn", AURUM_DATABASE_URL=db_path,
           AURUM_BIND="127.0.0.1", AURUM_PORT=str(port), AURUM_WEB_ROOT=os.path.join(work, "web"),
           # The buyers are unverified accounts buying all day: lift the trading limits, which
           # have their own tests (server/tests/api/compliance_test.cpp).
           AURUM_LIMIT_UNVERIFIED_DAILY="1000000000", AURUM_LIMIT_UNVERIFIED_MONTHLY="1000000000")
os.makedirs(env["AURUM_WEB_ROOT"], exist_ok=True)
log = open(os.path.join(work, "serve.log"), "ab")


def start():
    p = subprocess.Popen([aurum, "serve"], env=env, stdout=log, stderr=log)
    if wait(f"http://127.0.0.1:{port}/readyz", 15, lambda: p.poll() is None):
        return p
    if p.poll() is not None:
        sys.exit(f"aurum exited with {p.returncode} on start; see {work}/serve.log")
    p.kill()
    sys.exit(f"aurum did not become ready; see {work}/serve.log")


class Client:
    def __init__(self):
        self.cookie = None
        self.conn = None

    def call(self, method, path, body=None, headers=None):
        if self.conn is None:
            self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        h = {"Content-Type": "application/json"} if body is not None else {}
        h.update(headers or {})
        if self.cookie:
            h["Cookie"] = self.cookie
        try:
            self.conn.request(method, path, json.dumps(body) if body is not None else None, h)
            r = self.conn.getresponse()
            data = r.read()
        except (OSError, http.client.HTTPException):
            self.conn.close()
            self.conn = None
            raise
        for k, v in r.getheaders():
            if k.lower() == "set-cookie" and v.startswith("aurum_session="):
                self.cookie = v.split(";")[0]
        return r.status, (json.loads(data) if data[:1] in (b"[", b"{") else None)


card = {"number": "4242 4242 4242 4242", "expMonth": 12, "expYear": 2035, "cvc": "123", "name": "Crash Buyer"}
ship = {"firstName": "Crash", "lastName": "Buyer", "address": "1 Main St", "city": "New York", "state": "NY",
        "zipCode": "10001"}
acked = {}  # order id -> (client, idempotency key, body) of the confirm that was answered 2xx
lock = threading.Lock()


def buyer_loop(c, product_ids, stop):
    try:
        while not stop.is_set():
            c.call("POST", "/api/cart/add", {"productId": rng.choice(product_ids), "quantity": rng.randint(1, 2)})
            st, intent = c.call("POST", "/api/create-payment-intent", {})
            if st != 200:
                continue
            key = uuid.uuid4().hex
            body = {"clientSecret": intent["clientSecret"], "card": card, "shipping": ship}
            st, res = c.call("POST", "/api/checkout/confirm", body, {"Idempotency-Key": key})
            if 200 <= st < 300 and res and res.get("order"):
                with lock:
                    acked[res["order"]["id"]] = (c, key, body)
    except (OSError, http.client.HTTPException, ValueError):
        pass  # the server died under us: that is the point


def db():
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=30)
    return con


def stock_view(con):
    rows = {}
    for pid, stock in con.execute("SELECT id, stock FROM products"):
        sold = con.execute("SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id "
                           "WHERE l.product_id = ? AND o.status <> 'cancelled'", (pid,)).fetchone()[0]
        reserved = con.execute("SELECT COALESCE(SUM(quantity), 0) FROM stock_reservations "
                               "WHERE product_id = ? AND status = 'active'", (pid,)).fetchone()[0]
        rows[pid] = stock + sold + reserved
    return rows


def check(initial, failures, cycle):
    problems = []
    con = db()
    ok = con.execute("PRAGMA integrity_check").fetchone()[0]
    if ok != "ok":
        problems.append(f"PRAGMA integrity_check: {ok}")
    with lock:
        ids = list(acked)
    present = {r[0] for r in con.execute("SELECT id FROM orders")}
    missing = [i for i in ids if i not in present]
    if missing:
        problems.append(f"acknowledged orders missing after restart: {missing[:10]}")
    for pid, total in stock_view(con).items():
        if total != initial.get(pid, total):
            problems.append(f"product {pid}: stock + sold + reserved = {total}, initial {initial[pid]}")
    bad = con.execute("SELECT o.id FROM orders o WHERE (SELECT COUNT(*) FROM ledger_journals j "
                      "WHERE j.order_id = o.id AND j.kind = 'purchase') <> 1").fetchall()
    if bad:
        problems.append(f"orders without exactly one purchase journal: {[r[0] for r in bad][:10]}")
    con.close()
    r = subprocess.run([aurum, "check-integrity"], env=env, capture_output=True, text=True)
    if r.returncode != 0:
        problems.append("aurum check-integrity: " + (r.stdout + r.stderr).strip())
    # A retry of an acknowledged confirm, same key and body, must name the same order.
    with lock:
        sample = rng.sample(list(acked.items()), min(3, len(acked)))
    for order_id, (c, key, body) in sample:
        try:
            st, res = c.call("POST", "/api/checkout/confirm", body, {"Idempotency-Key": key})
            if not (200 <= st < 300 and res and res.get("order", {}).get("id") == order_id):
                problems.append(f"retry of the confirm for order {order_id} answered {st} {res}")
        except (OSError, http.client.HTTPException) as e:
            problems.append(f"retry of the confirm for order {order_id} failed: {e}")
    for p in problems:
        print(f"  cycle {cycle}: {p}")
    failures.extend(problems)


def main():
    server = start()
    con = db()
    initial = stock_view(con)
    product_ids = [r[0] for r in con.execute("SELECT id FROM products WHERE stock > 0")]
    con.close()
    clients = []
    for i in range(buyers_n):
        c = Client()
        st, _ = c.call("POST", "/api/auth/register", {"role": "client", "firstName": "Crash", "lastName": "Buyer",
                                                       "email": f"crash.{uuid.uuid4().hex}@crash.example",
                                                       "password": "crash password 1234"})
        if st not in (200, 201):
            sys.exit(f"registration failed: {st}")
        clients.append(c)
    failures = []
    for cycle in range(1, cycles + 1):
        stop = threading.Event()
        threads = [threading.Thread(target=buyer_loop, args=(c, product_ids, stop)) for c in clients]
        for t in threads:
            t.start()
        time.sleep(rng.uniform(0.2, 1.5))
        server.send_signal(signal.SIGKILL)
        server.wait()
        stop.set()
        for t in threads:
            t.join()
        for c in clients:  # connections to the dead server
            if c.conn:
                c.conn.close()
                c.conn = None
        server = start()
        check(initial, failures, cycle)
    server.terminate()
    server.wait()
    con = db()
    verified = sum(1 for i in acked if con.execute("SELECT 1 FROM orders WHERE id = ?", (i,)).fetchone())
    con.close()
    print(f"crash cycles: {cycles}  orders acknowledged: {len(acked)}  orders verified: {verified}  "
          f"failures: {len(failures)}")
    if failures:
        print(f"server log and database: {work}")
        sys.exit(1)
    subprocess.run(["rm", "-rf", work])


main()
