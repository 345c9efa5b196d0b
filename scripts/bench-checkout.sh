#!/usr/bin/env bash
# Checkout throughput (docs/performance.md): 50 signed-in buyers loop add-to-cart ->
# create-payment-intent -> confirm (test card) on one hot product (bench/checkout_load.cpp), on
# SQLite and on PostgreSQL, on an empty database and again after HISTORY prior orders placed by
# other accounts. Every run checks from outside that the stock fell by exactly the acknowledged
# orders and that the buyers' order lists hold exactly those orders; `aurum check-integrity`
# then checks the ledger balances and every custody chain. PostgreSQL is measured over TCP
# loopback, and once more (empty database) over its Unix socket. On PostgreSQL each run is
# measured once more after `VACUUM ANALYZE` (below).
#
# The buyers are new, unverified accounts: the bench raises the purchase limits and the AML
# monitoring thresholds with their settings (below), never by switching a rule off in code.
#   CHECKOUT_BUYERS=50 CHECKOUT_SECONDS=10 CHECKOUT_HISTORY=100000 CHECKOUT_BACKENDS="sqlite postgres"
#   CHECKOUT_PG_OPTS="-c shared_buffers=2GB ..."  (more settings for the bench's PostgreSQL)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
buyers=${CHECKOUT_BUYERS:-50}
seconds=${CHECKOUT_SECONDS:-10}
history=${CHECKOUT_HISTORY:-100000}
backends=${CHECKOUT_BACKENDS:-"sqlite postgres"}
flock /tmp/aurum-build.lock cmake --build "$build" --target aurum checkout_load >/dev/null
tmp=$(mktemp -d)
chmod 755 "$tmp"
mkdir "$tmp/web"  # an empty web root: the server would load (and serve) whatever is in it
pid=
stop_server() { if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=; fi; }
cleanup() { stop_server; [ -d "$tmp/pg" ] && scripts/pg-cluster.sh stop "$tmp/pg" >/dev/null 2>&1; rm -rf "$tmp"; }
trap cleanup EXIT

# The settings the bench raises: purchase limits and AML thresholds (docs/compliance.md) and
# sign-ups per address (all buyers come from 127.0.0.1; docs/security.md).
settings=(AURUM_LIMIT_UNVERIFIED_DAILY=1000000000 AURUM_LIMIT_UNVERIFIED_MONTHLY=1000000000
          AURUM_AML_MAX_ORDERS_PER_HOUR=100000 AURUM_AML_REPORT_THRESHOLD=1000000000
          AURUM_REGISTRATIONS_PER_HOUR=100000)
token=bench-$RANDOM$RANDOM  # /metrics (the SQLite writer's figures) answers with this bearer token
port=$(scripts/free_port.py)  # a free one
serve() {  # serve DATABASE_URL [extra env...]
  local url=$1; shift
  env "${settings[@]}" "$@" AURUM_METRICS_TOKEN="$token" AURUM_LOG_LEVEL=warn "$build/aurum" serve --port "$port" --bind 127.0.0.1 \
    --database-url "$url" --env demo --web-root "$tmp/web" >"$tmp/serve.log" 2>&1 &
  pid=$!
  scripts/wait_ready.py "http://127.0.0.1:$port/readyz" --timeout 10 --pid "$pid" && return 0
  echo "aurum did not start:" >&2; cat "$tmp/serve.log" >&2; return 1
}

echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); client and server share the cores."
echo "Settings raised for the bench's unverified buyers: ${settings[*]}"
echo
echo "| run | buyers | prior orders | orders/s | p50 ms | p99 ms | server CPU µs/order | SQLite writer held per order, write calls per commit; PostgreSQL round trips per order | errors | stock | exactly-once |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
status=0
for backend in $backends; do
  if [ "$backend" = sqlite ]; then
    url="$tmp/checkout.db"
    variants=("sqlite" "sqlite, statement cache off:AURUM_SQLITE_STATEMENT_CACHE=0")
    [ -n "${CHECKOUT_NO_CACHE_OFF:-}" ] && variants=("sqlite")
  else
    mkdir -p "$tmp/pg" && chmod 755 "$tmp/pg"
    # Autovacuum looks every second (default: every minute): a fresh database under load at once
    # otherwise keeps the plans PostgreSQL made for its empty tables (sequential scans) for the
    # whole run, which a database in service, analyzed as it grows, never has.
    pg_port=$(scripts/free_port.py)
    tcp_url=$(PG_CLUSTER_OPTS="-c autovacuum_naptime=1 ${CHECKOUT_PG_OPTS:-}" scripts/pg-cluster.sh start "$tmp/pg" "$pg_port")
    # The same cluster over its Unix socket (pg-cluster.sh puts it in the cluster's directory), as
    # a server on the database's machine would connect: no TCP stack per round trip.
    socket_url="postgresql://postgres@/postgres?host=$tmp/pg&port=$pg_port"
    variants=("postgresql" "postgresql, Unix socket:")
  fi
  for variant in "${variants[@]}"; do
    label=${variant%%:*}
    extra=(); [[ $variant == *:?* ]] && extra=("${variant#*:}")
    runs=(0); [[ $variant == *"cache off"* || $variant == *socket* || $history == 0 ]] || runs=(0 "$history")
    [ "$backend" = sqlite ] || { url=$tcp_url; [[ $variant == *socket* ]] && url=$socket_url; }
    for prior in "${runs[@]}"; do
      # Each run on a fresh database: empty, or HISTORY orders placed first by other accounts.
      if [ "$backend" = sqlite ]; then rm -f "$tmp"/checkout.db*
      else psql "$url" -qc "DROP SCHEMA public CASCADE; CREATE SCHEMA public" >/dev/null 2>&1; fi
      serve "$url" "${extra[@]}"
      # PostgreSQL over TCP: each run is measured twice, right away and again after `VACUUM
      # ANALYZE`. Right away, PostgreSQL's autovacuum is still catching up with the history just
      # placed (minutes of orders in one go), on the same two cores; a database in service has
      # had that maintenance as its orders came in. Both rows are reported.
      maintain=(); [ "$label" = postgresql ] &&
        maintain=(--maintain "psql '$url' -qc 'VACUUM ANALYZE'" --maintain-label "after VACUUM ANALYZE")
      "$build/checkout_load" --port "$port" --buyers "$buyers" --duration "$seconds" --history "$prior" \
        --label "$label" --server-pid "$pid" --metrics-token "$token" "${maintain[@]}" | tee -a "$tmp/rows" || status=1
      stop_server
      if "$build/aurum" check-integrity --database-url "$url" >"$tmp/integrity.log" 2>&1; then
        echo "| $label: check-integrity after the run above | ledger balanced, custody chains intact | | | | | | | | | |"
      else
        echo "| $label: check-integrity | FAILED (see below) | | | | | | | | | |"; cat "$tmp/integrity.log"; status=1
      fi
    done
  done
done
# The history's effect, each database's two runs against each other: prior orders (column 3) and
# orders/s (column 4) of the rows above.
echo
awk -F' *[|] *' -v h="$history" '
  $2 ~ /^(sqlite|postgresql)(, after VACUUM ANALYZE)?$/ && $4 != "" {
    k = $2; if ($4 >= h) k = k " [history]"; rate[k] = $5 }
  END {
    split("sqlite|postgresql|postgresql, after VACUUM ANALYZE", names, "|")
    for (i = 1; i <= 3; i++) { n = names[i]; e = rate[n]; x = rate[n " [history]"]
      if (e > 0 && x > 0) printf "- %s: %d orders/s with little or no history, %d after %s prior orders (%+.1f%%)\n", n, e, x, h, (x - e) * 100 / e }
  }' "$tmp/rows"
exit $status
