#!/usr/bin/env bash
# Market-data benchmarks (docs/market-data.md, called by scripts/bench.sh): GET /api/real-time-prices with wrk at 64
# connections, plain and with ETag revalidation, then the WebSocket fan-out at each client count:
# the kernel floor, Aurum and a Node.js `ws` peer side by side. Each Aurum run gets a fresh server
# on a temporary SQLite database. Prints markdown tables.
#   BENCH_CLIENTS="1000 10000" BENCH_SECONDS=10 BENCH_PIN=1 BUILD_DIR=build scripts/bench-market.sh
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
clients=${BENCH_CLIENTS:-"1000 10000"}
seconds=${BENCH_SECONDS:-10}
port=${BENCH_PORT:-18$((RANDOM % 900 + 100))}
[ -n "${BENCH_NO_BUILD:-}" ] || cmake --build "$build" --target aurum ws_fanout_bench loopback_floor >/dev/null
ulimit -n "$(ulimit -Hn)"
tmp=$(mktemp -d)
mkdir "$tmp/web"  # an empty web root: the server would load (and serve) whatever is in it
pid=
server_pin=()
ratios=()
stop_server() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=; fi
}
trap 'stop_server; rm -rf "$tmp"' EXIT
start_server() {
  rm -f "$tmp"/bench.db*
  AURUM_TICK_MS=${AURUM_TICK_MS:-1000} "${server_pin[@]}" "$build/aurum" serve --port "$port" --bind 127.0.0.1 \
    --database-url "$tmp/bench.db" --web-root "$tmp/web" --log-level warn >"$tmp/server.log" 2>&1 &
  pid=$!
  scripts/wait_ready.py "http://127.0.0.1:$port/healthz" --timeout 10 --pid "$pid" && return
  echo "server did not start:"; cat "$tmp/server.log"; exit 1
}

echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); server io threads: one per core"
echo
if [ -z "${BENCH_WS_ONLY:-}" ]; then  # BENCH_WS_ONLY=1: the fan-out only
echo "### GET /api/real-time-prices, wrk -t2 -c64 -d${seconds}s"
echo
echo "| mode | requests/s | latency p50 | latency p99 |"
echo "|---|---|---|---|"
start_server
url="http://127.0.0.1:$port/api/real-time-prices"
for mode in full etag; do
  args=()
  [ $mode = etag ] && args=(-s bench/etag_revalidate.lua)
  out=$(wrk -t2 -c64 -d"${seconds}s" --latency "${args[@]}" "$url")
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  label=$([ $mode = full ] && echo "200 with body" || echo "If-None-Match (304 until the next tick)")
  echo "| $label | $rps | $p50 | $p99 |"
done
stop_server
fi

echo
echo "### WebSocket fan-out: kernel floor, Aurum /api/ws, Node.js ws (same run, same pinning)"
echo
# Three fan-outs of the same ~820-byte tick to N loopback clients, one after the other:
#  - floor: bench/loopback_floor.cpp, a bare non-blocking send() loop to N sockets (no WebSocket,
#    JSON or allocation) read by epoll threads in a second process: the least any fan-out can cost;
#  - Aurum: build/aurum on a fresh SQLite database, measured by bench/ws_fanout_bench.cpp from each
#    tick's createdAtUs (made, before it is stored) to its arrival;
#  - Node: bench/ws-peer/server.mjs (ws, pinned in its package.json) pushing the same bytes (the tick
#    Aurum sent, with its own seq and creation time) every tick to every client.
# ws_fanout_bench reads like the floor's readers (raw epoll, frames parsed in place), so the client
# is not what is measured. With BENCH_PIN=1 (default on 2+ cores) every server side runs on the
# first half of the cores and every client on the rest (taskset); the floor gets as many sender
# threads and Aurum as many I/O threads as the server side has cores. Node uses one thread.
tick_ms=${AURUM_TICK_MS:-1000}
pin=${BENCH_PIN:-$([ "$(nproc)" -ge 2 ] && echo 1 || echo 0)}
cores=$(nproc)
if [ "$pin" = 1 ]; then
  half=$(( cores / 2 ))
  server_cpus="0-$(( half - 1 ))"; client_cpus="$half-$(( cores - 1 ))"
  server_pin=(taskset -c "$server_cpus"); client_pin=(taskset -c "$client_cpus")
  senders=$half; readers=$(( cores - half )); reader_cpu=(--reader-cpu "$half")
else
  server_pin=(); client_pin=(); senders=$cores; readers=$cores; reader_cpu=()
fi
if [ ! -d bench/ws-peer/node_modules/ws ]; then
  npm install --prefix bench/ws-peer --no-audit --no-fund --loglevel=error >/dev/null
fi
ws_version=$(node -p "require('./bench/ws-peer/node_modules/ws/package.json').version")
peer_port=$(( port + 1 ))
echo "Pinning: $([ "$pin" = 1 ] && echo "servers on CPU $server_cpus, clients on CPU $client_cpus" || echo none); one tick per $tick_ms ms, ${seconds}s measured per side; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| clients | fan-out | messages | p50 ms | p99 ms | max ms | p99 / floor p99 | RSS/conn KiB | server CPU |"
echo "|---|---|---|---|---|---|---|---|---|"
start_peer() {
  "${server_pin[@]}" node bench/ws-peer/server.mjs --port "$peer_port" --tick-ms "$tick_ms" \
    --sample "$tmp/tick.json" >"$tmp/peer.log" 2>&1 &
  pid=$!
  for _ in $(seq 100); do curl -fs "http://127.0.0.1:$peer_port/healthz" >/dev/null && return; sleep 0.1; done
  echo "ws peer did not start:"; cat "$tmp/peer.log"; exit 1
}
# ws_fanout_bench prints | n | connected | connect | messages | p50 | p99 | max | push p50 | push p99 | RSS/conn | CPU |
row() {  # label, floor p99, ws_fanout_bench row
  awk -F'|' -v label="$1" -v floor="$2" '{ gsub(/ /, "", $0);
    printf "| %s | %s | %s | %s | %s | %s | %.2f | %s | %s |\n", $2, label, $5, $6, $7, $8, $7 / floor, $11, $12 }' <<<"$3"
}
for n in $clients; do
  sources=$(( n / 500 + 1 ))  # stays under the server's 1,000 connections per address
  # Aurum first: its tick (the body every side sends) is written to $tmp/tick.json.
  AURUM_IO_THREADS=$senders start_server
  aurum=$("${client_pin[@]}" "$build/ws_fanout_bench" --port "$port" --connections "$n" --duration "$seconds" \
    --pid "$pid" --sources "$sources" --sample "$tmp/tick.json")
  stop_server
  bytes=$(( $(wc -c <"$tmp/tick.json") + 3 ))  # the payload and its 4-byte frame header (less the newline)
  floor=$("${server_pin[@]}" "$build/loopback_floor" --connections "$n" --sources "$sources" \
    --senders "$senders" --readers "$readers" "${reader_cpu[@]}" --bytes "$bytes" --rounds "$seconds")
  start_peer
  node=$("${client_pin[@]}" "$build/ws_fanout_bench" --port "$peer_port" --connections "$n" --duration "$seconds" \
    --pid "$pid" --sources "$sources")
  stop_server
  # loopback_floor prints | n | senders | bytes | messages | p50 | p99 | max | send µs |
  floor_p99=$(awk -F'|' '{ gsub(/ /, "", $7); print $7 }' <<<"$floor")
  awk -F'|' '{ gsub(/ /, "", $0); printf "| %s | kernel floor (send() loop, %s senders) | %s | %s | %s | %s | 1.00 | | |\n", $2, $3, $5, $6, $7, $8 }' <<<"$floor"
  row "Aurum /api/ws" "$floor_p99" "$aurum"
  row "Node.js ws $ws_version" "$floor_p99" "$node"
  aurum_p99=$(awk -F'|' '{ gsub(/ /, "", $7); print $7 }' <<<"$aurum")
  node_p99=$(awk -F'|' '{ gsub(/ /, "", $7); print $7 }' <<<"$node")
  ratios+=("$n clients: Node p99 / Aurum p99 = $(awk -v a="$aurum_p99" -v b="$node_p99" 'BEGIN { printf "%.2f", b / a }')")
done
echo
printf '%s\n' "${ratios[@]}"
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
