#!/usr/bin/env bash
# Shop figures: GET /api/products at 64 connections (wrk), and the checkout benchmark (50
# concurrent buyers, completed orders/s, final stock checked) on SQLite and on PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
tmp=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; [ -d "$tmp/pg" ] && scripts/pg-cluster.sh stop "$tmp/pg"; rm -rf "$tmp"; }
trap cleanup EXIT

serve() {  # serve DB_URL PORT -> starts aurum in the background and waits until ready
  AURUM_LOG_LEVEL=warn AURUM_LIMIT_UNVERIFIED_DAILY=1000000000 AURUM_LIMIT_UNVERIFIED_MONTHLY=1000000000 "$build/aurum" serve --port "$2" --bind 127.0.0.1 --database-url "$1" --env demo \
    --web-root "${AURUM_WEB_ROOT:-web/dist}" >"$tmp/serve-$2.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do curl -fs "http://127.0.0.1:$2/readyz" >/dev/null 2>&1 && return 0; sleep 0.1; done
  echo "aurum did not start; see $tmp/serve-$2.log" >&2; return 1
}

echo "== shop: GET /api/products (wrk, 64 connections, 10 s, SQLite)"
port=$((20000 + RANDOM % 20000))
serve "$tmp/products.db" "$port"
wrk -t4 -c64 -d10s --latency "http://127.0.0.1:$port/api/products" | grep -E "Requests/sec|99%|Non-2xx" || true

echo "== shop: checkout, 50 buyers, SQLite"
python3 bench/checkout_bench.py "http://127.0.0.1:$port" 50 10

echo "== shop: checkout, 50 buyers, PostgreSQL"
mkdir -p "$tmp/pg" && chmod 755 "$tmp" "$tmp/pg"
url=$(scripts/pg-cluster.sh start "$tmp/pg" $((50000 + RANDOM % 9000)))
port2=$((port + 1))
serve "$url" "$port2"
python3 bench/checkout_bench.py "http://127.0.0.1:$port2" 50 10
