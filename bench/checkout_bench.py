#!/usr/bin/env python3
"""Checkout benchmark: N concurrent buyers each loop add-to-cart -> create-payment-intent ->
confirm (test card) against a running `aurum serve`, for a fixed time. Prints completed orders per
second and checks the final stock: initial stock - units ordered == final stock, never below zero.

usage: checkout_bench.py BASE_URL [BUYERS=50] [SECONDS=10]
"""
import http.client, json, sys, threading, time, urllib.parse, uuid

base = sys.argv[1]
buyers = int(sys.argv[2]) if len(sys.argv) > 2 else 50
seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 10.0
u = urllib.parse.urlparse(base)


class Client:
    def __init__(self):
        self.conn = http.client.HTTPConnection(u.hostname, u.port, timeout=30)
        self.cookie = None

    def call(self, method, path, body=None):
        headers = {"Content-Type": "application/json"} if body is not None else {}
        if self.cookie:
            headers["Cookie"] = self.cookie
        self.conn.request(method, path, json.dumps(body) if body is not None else None, headers)
        r = self.conn.getresponse()
        data = r.read()
        for k, v in r.getheaders():
            if k.lower() == "set-cookie" and v.startswith("aurum_session="):
                self.cookie = v.split(";")[0]
        return r.status, (json.loads(data) if data and data[:1] in b"[{" else None)


def product():
    st, items = Client().call("GET", "/api/products?metalType=silver")
    return max(items, key=lambda p: p["inventory"])


card = {"number": "4242 4242 4242 4242", "expMonth": 12, "expYear": 2035, "cvc": "123", "name": "Bench Buyer"}
ship = {"firstName": "Bench", "lastName": "Buyer", "address": "1 Main St", "city": "New York", "state": "NY",
        "zipCode": "10001"}
p = product()
initial = p["inventory"]
lock = threading.Lock()
stats = {"orders": 0, "sold_out": 0, "errors": 0}
latencies = []
deadline = [0.0]
# The clock starts when every buyer has signed up (sign-up hashes passwords: not what we measure).
start_barrier = threading.Barrier(buyers + 1, action=lambda: deadline.__setitem__(0, time.time() + seconds))


def buyer():
    c = Client()
    st, _ = c.call("POST", "/api/auth/register", {"role": "client", "firstName": "Bench", "lastName": "Buyer",
                                                   "email": f"bench.{uuid.uuid4().hex}@bench.example",
                                                   "password": "bench password 1234"})
    start_barrier.wait()
    while time.time() < deadline[0]:
        t0 = time.time()
        st, _ = c.call("POST", "/api/cart/add", {"productId": p["id"], "quantity": 1})
        if st == 409:
            with lock: stats["sold_out"] += 1
            break
        st, intent = c.call("POST", "/api/create-payment-intent", {})
        if st == 409:
            with lock: stats["sold_out"] += 1
            break
        if st != 200:
            with lock: stats["errors"] += 1
            continue
        st, res = c.call("POST", "/api/checkout/confirm", {"clientSecret": intent["clientSecret"], "card": card,
                                                          "shipping": ship})
        with lock:
            if st == 200 and res["status"] == "succeeded":
                stats["orders"] += 1
                latencies.append(time.time() - t0)
            else:
                stats["errors"] += 1


threads = [threading.Thread(target=buyer) for _ in range(buyers)]
for t in threads: t.start()
start_barrier.wait()
t_start = time.time()
for t in threads: t.join()
elapsed = time.time() - t_start
final = next(x for x in Client().call("GET", "/api/products?metalType=silver")[1] if x["id"] == p["id"])["inventory"]
latencies.sort()
p99 = latencies[int(len(latencies) * 0.99) - 1] * 1000 if latencies else 0
ok = final == initial - stats["orders"] and final >= 0
print(f"checkout: {buyers} buyers, {stats['orders']} orders in {elapsed:.1f}s = {stats['orders']/elapsed:.1f} orders/s, "
      f"p99 checkout {p99:.0f} ms, sold-out refusals {stats['sold_out']}, errors {stats['errors']}, "
      f"stock {initial} -> {final} ({'no oversell' if ok else 'STOCK MISMATCH'})")
sys.exit(0 if ok else 1)
